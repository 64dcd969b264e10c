import type { Locator, Page } from "@playwright/test";
import { validAnswers } from "../support/valid-answers";
import { expect, newAccount, openPhoneMenu, signupViaApi, test } from "./fixtures";
import { signedOutAtLogin } from "./pages/auth-pages";
import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations } from "./support/a11y";

// Issue 7: what a new user stumbles on in the header, menu, toasts and profile.

const PHONE = { width: 390, height: 844 };

async function withReport(page: Page) {
  const saved = await page.request.post("/api/user/questionnaires", { data: { kind: "onboarding", answers: validAnswers().onboarding } });
  expect(saved.status()).toBe(201);
}

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error("not visible");
  return b;
}

/**
 * Where a toast comes to rest: sonner slides it in, and a box taken mid-slide sits higher. Waited
 * for in the page, frame by frame, and measured in the same frame the slide ends, since the toast
 * itself leaves after 4 s, however slow the machine.
 */
async function settledBox(locator: Locator) {
  return locator.evaluate(
    (el) =>
      new Promise<{ x: number; y: number; width: number; height: number }>((done) => {
        const check = () => {
          if (el.getAnimations({ subtree: true }).some((a) => a.playState === "running")) return requestAnimationFrame(check);
          const { x, y, width, height } = el.getBoundingClientRect();
          done({ x, y, width, height });
        };
        requestAnimationFrame(check);
      }),
  );
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test("item 3: long names and a long email wrap on a phone; the avatar stays round and the menu button on screen", async ({ page }) => {
  const account = {
    ...newAccount("a-very-long-local-part-that-goes-on-and-on"),
    firstName: "Maximiliana-Konstantina",
    lastName: "Oyelaran-Featherstonehaugh",
  };
  await signupViaApi(page.request, account);
  await withReport(page);
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/profile");
    await expect(page.getByText(account.email)).toBeVisible();
    await expectNoHorizontalOverflow(page);
    const menu = await box(page.getByRole("button", { name: "Open menu" }));
    expect(menu.x + menu.width).toBeLessThanOrEqual(width);
    const avatar = await box(page.locator("main header span[aria-hidden='true']").first());
    expect(Math.round(avatar.width)).toBe(Math.round(avatar.height));
  }
});

test("item 4: on a phone the login toast sits clear of the menu button, the avatar and the top bar", async ({ page }) => {
  await page.setViewportSize(PHONE);
  const { account, login } = await signedOutAtLogin(page, "toastphone", "?callbackUrl=%2Fintro");
  await login.login(account.email, account.password);
  await expect(page).toHaveURL(/\/intro$/);
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Logged in successfully!" });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveAttribute("data-mounted", "true");
  const toastBox = await settledBox(toast);
  for (const control of [
    page.getByRole("button", { name: "Open menu" }),
    page.getByRole("link", { name: /your profile/ }),
    page.getByRole("navigation", { name: "Where you are" }).getByRole("link", { name: "Home" }),
  ]) {
    expect(overlaps(toastBox, await box(control))).toBe(false);
  }
});

test("item 4: on a desktop toasts sit below the header's links", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { account, login } = await signedOutAtLogin(page, "toastdesk", "?callbackUrl=%2Fabout");
  await login.login(account.email, account.password);
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Logged in successfully!" });
  await expect(toast).toHaveAttribute("data-mounted", "true");
  const toastBox = await settledBox(toast);
  // The header of /about asks for the account after it is drawn: list its links once it shows it.
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: /your profile/ })).toBeVisible();
  for (const link of await header.getByRole("link").all()) expect(overlaps(toastBox, await box(link))).toBe(false);
});

test("item 4: a quick run through the chain keeps one 'Saved' toast, out of the Tab order until Alt+T", async ({ page }) => {
  const account = newAccount("onesaved");
  await signupViaApi(page.request, account);
  const { user } = (await (await page.request.get("/api/user/me")).json()) as { user: { id: string } };
  const answers = validAnswers();
  // Both questionnaires resume on their last step, so each is one Submit away.
  await page.goto("/about");
  await page.evaluate(
    ({ id, vikriti, ama }) => {
      localStorage.setItem(`jtp:draft:v1:vikriti:${id}`, JSON.stringify({ step: vikriti.length - 1, answers: vikriti }));
      localStorage.setItem(`jtp:draft:v1:ama:${id}`, JSON.stringify({ step: Object.keys(ama).length - 1, answers: ama }));
    },
    { id: user.id, vikriti: answers.vikriti.rows.map((row) => row ?? "none"), ama: answers.ama.values },
  );
  await page.goto("/questions/vikriti");
  await page.getByRole("button", { name: "Finish", exact: true }).click();
  await expect(page).toHaveURL(/\/questions\/ama$/);
  await page.getByRole("button", { name: "Submit", exact: true }).click();
  await expect(page).toHaveURL(/\/intro\/guna$/);
  const saved = page.locator("[data-sonner-toast]").filter({ hasText: "Saved." });
  await expect(saved).toHaveCount(1);
  await expect(saved).toBeVisible();

  // Tab from the page's last control goes nowhere near the toast…
  await page.getByRole("contentinfo").getByRole("link").last().focus();
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest("[data-sonner-toaster]")))).toBe(false);
  // …but the toast hotkey reaches it, and Tab then moves among its parts.
  await page.keyboard.press("Alt+KeyT");
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest("[data-sonner-toaster]")))).toBe(true);
});

test.describe("as a person without a report", () => {
  test.use({ role: "newcomer" });

  test("item 2: a signed-in user without a report reaches the account part of /profile", async ({ page, person }) => {
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole("heading", { level: 1, name: "Asha Rao's Profile" })).toBeVisible();
    await expect(page.getByText(person.email)).toBeVisible();
    await expect(page.getByRole("link", { name: "Download my data" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Delete account" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
    // The results part waits for the report, and says where to begin.
    await expect(page.getByTestId("assessment-gad7")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Begin the questionnaire" })).toHaveAttribute("href", "/intro");
    const exported = await page.request.get("/api/user/me/export");
    expect(exported.status()).toBe(200);
  });

  test("item 6: the mobile menu is a dialog: focus inside, Tab stays in, Escape closes and focus returns", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/about");
    const opener = page.getByRole("button", { name: "Open menu" });
    const dialog = await openPhoneMenu(page);
    await expect(opener).toHaveAttribute("aria-expanded", "true");
    const inDialog = () => page.evaluate(() => Boolean(document.activeElement?.closest("[role=dialog]")));
    expect(await inDialog()).toBe(true);
    await expectNoSeriousA11yViolations(page);
    for (let i = 0; i < 10; i += 1) {
      await page.keyboard.press("Tab");
      expect(await inDialog()).toBe(true);
    }
    await page.keyboard.press("Shift+Tab");
    expect(await inDialog()).toBe(true);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await dialog.getByRole("button", { name: "Close menu" }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("item 7: the avatar shows the name's initials and its link's name begins with them", async ({ page }) => {
    await page.goto("/about");
    const avatarLink = page.getByRole("banner").getByRole("link", { name: /your profile/ });
    await expect(avatarLink).toHaveText("AR");
    await expect(avatarLink).toHaveAccessibleName(/^AR\b/);
    await expectNoSeriousA11yViolations(page, { include: "header" });
  });
});

test.describe("as a person with a report", () => {
  test.use({ role: "reported" });

  test("item 8: with a report, the top bar's Home and the logo lead to the dashboard", async ({ page }) => {
    await page.goto("/report");
    await page.getByRole("navigation", { name: "Where you are" }).getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/report");
    await page.getByRole("banner").getByRole("link", { name: "Journey to Peace" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("item 10: after a navigation focus moves to the new page's main heading", async ({ page }) => {
    await page.goto("/dashboard");
    await page.getByRole("link", { name: "Your full report" }).click();
    await expect(page).toHaveURL(/\/report$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
    await page.getByRole("banner").getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1, name: "About Journey to Peace" })).toBeFocused();
  });
});
