import { getGad7Items } from "@/lib/content";
import { validAnswers } from "../support/valid-answers";
import { expect, newAccount, signupViaApi, test } from "./fixtures";
import type { Locator, Page } from "@playwright/test";
import { appCode } from "./pages/two-step-pages";
import { createPerson } from "./support/people";

// Journeys by keyboard alone (issue 8): no click, no fill, only Tab, arrows, Space, Enter and typing.

/** Presses Tab until `target` has focus, failing if it is not reached in `max` presses. */
async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target, `not reachable by Tab within ${max} presses`).toBeFocused();
}

test("log in by keyboard alone", async ({ page, request }) => {
  const account = newAccount("keys-login");
  await signupViaApi(request, account);

  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
  await tabTo(page, page.getByLabel("Email"));
  await page.keyboard.type(account.email);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Password", { exact: true })).toBeFocused();
  await page.keyboard.type(account.password);
  await tabTo(page, page.getByLabel("Remember me"));
  await page.keyboard.press("Space");
  await expect(page.getByLabel("Remember me")).toBeChecked();
  await tabTo(page, page.getByRole("button", { name: "Log In" }));
  await page.keyboard.press("Enter");
  // No report yet: the dashboard, with the way on to the first questionnaire (docs/decisions/0042-the-app-opens-before-the-questions.md).
  await expect(page).toHaveURL(/\/dashboard$/);
  const cookies = await page.context().cookies();
  expect(cookies.some((c) => c.name.includes("session-token"))).toBe(true);
});

test("answer the GAD-7 by keyboard alone and read its result", async ({ page }) => {
  await signupViaApi(page.request, newAccount("keys-gad7"));
  const onboarding = await page.request.post("/api/user/questionnaires", { data: { kind: "onboarding", answers: validAnswers().onboarding } });
  expect(onboarding.status()).toBe(201);

  await page.goto("/questions/gad7");
  await expect(page.getByTestId("questionnaire-gad7")).toBeVisible();
  const items = getGad7Items();
  for (const [i] of items.entries()) {
    // Tab lands on the group's first answer; Space picks it, and the arrow moves the pick down one.
    await tabTo(page, page.getByRole("radio", { name: "Not at all", exact: true }));
    await page.keyboard.press("Space");
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("radio", { name: "Several days", exact: true })).toBeChecked();
    const last = i === items.length - 1;
    await tabTo(page, page.getByRole("button", { name: last ? "Submit" : "Next", exact: true }));
    await page.keyboard.press("Enter");
    if (!last) await expect(page.getByText(`Question ${i + 2} of ${items.length}`)).toBeVisible();
  }
  await expect(page.getByTestId("gad7-result")).toContainText("Mild (7 of 21)");
});

test("two-step sign-in on /profile by keyboard: focus follows each step, and Escape closes the passkey form", async ({ page }) => {
  const account = newAccount("keys-two-step");
  await signupViaApi(page.request, account);
  await page.goto("/profile");
  const section = page.getByRole("region", { name: "Two-step sign-in" });
  const start = section.getByRole("button", { name: "Set up an authenticator app" });
  const setupHeading = section.getByRole("heading", { name: "Set up your authenticator app" });

  // Each pressed button is replaced by what it opened: focus moves there, never to the page.
  await tabTo(page, start, 80);
  await page.keyboard.press("Enter");
  await expect(setupHeading).toBeFocused();
  await tabTo(page, section.getByRole("button", { name: "Cancel" }));
  await page.keyboard.press("Enter");
  await expect(start).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(setupHeading).toBeFocused();
  const secret = (await section.getByTestId("totp-secret").innerText()).replace(/\s/g, "");
  await tabTo(page, section.getByLabel("6-digit code from the app"));
  await page.keyboard.type(appCode(secret));
  await page.keyboard.press("Tab");
  await page.keyboard.type(account.password);
  await page.keyboard.press("Enter");
  await expect(section.getByRole("heading", { name: "Your recovery codes" })).toBeFocused();
  await tabTo(page, section.getByRole("button", { name: "I have saved them" }));
  await page.keyboard.press("Enter");
  await expect(section.getByRole("heading", { name: "Two-step sign-in", exact: true })).toBeFocused();

  const addPasskey = section.getByRole("button", { name: "Add a passkey" });
  await tabTo(page, addPasskey);
  await page.keyboard.press("Enter");
  await expect(section.getByRole("form", { name: "Add a passkey" }).getByLabel("Your password", { exact: true })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(section.getByRole("form", { name: "Add a passkey" })).toHaveCount(0);
  await expect(addPasskey).toBeFocused();
});

test("signing out another device by keyboard leaves focus on what happened", async ({ page, browser }) => {
  const account = newAccount("keys-devices");
  await signupViaApi(page.request, account);
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await other.request.post("/api/user/login", { data: { email: account.email, password: account.password } });
  await other.close();
  await page.goto("/profile");
  const devices = page.getByRole("region", { name: "Signed-in devices" });
  await tabTo(page, devices.getByRole("button", { name: /^Sign out .*last active/ }), 120);
  await page.keyboard.press("Enter");
  const said = devices.getByRole("status");
  await expect(said).toHaveText("That device is signed out. Its next visit goes to the login page.");
  await expect(said).toBeFocused();
  await expect(devices.getByTestId("device")).toHaveCount(1);
});

test("in Hindi by keyboard: the footer's language switch, a nearer city on /profile and a share link's language", async ({ page }) => {
  await createPerson(page.request, "keys-hindi", { results: ["onboarding"], timeZone: "Asia/Kolkata" });
  await page.goto("/help");
  const switchTo = (name: string) => page.getByTestId("language-switch").getByRole("button", { name });
  await tabTo(page, switchTo("हिन्दी"), 80);
  await page.keyboard.press("Enter");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(switchTo("हिन्दी")).toHaveAttribute("aria-current", "true");

  // The city is a plain select: arrows choose, Enter on the button saves, and the page says so.
  await page.goto("/profile");
  const place = page.getByTestId("place-section");
  const city = place.getByLabel("शहर");
  await expect(city).toHaveValue("");
  await tabTo(page, city, 200);
  await page.keyboard.press("ArrowDown");
  const chosen = await city.inputValue();
  expect(chosen).not.toBe("");
  await page.keyboard.press("Tab");
  await expect(place.getByRole("button", { name: "शहर सहेजें" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(place.getByRole("status")).toHaveText("सहेज लिया। आपका सूर्योदय अब इसी शहर के अनुसार है।");
  await page.reload();
  await expect(city).toHaveValue(chosen);

  // The share link's language: a radio group, moved through by arrows, the link made with Enter.
  await page.goto("/report/share");
  const hindi = page.getByRole("radio", { name: "हिन्दी" });
  await tabTo(page, hindi);
  await page.keyboard.press("ArrowUp");
  await expect(page.getByRole("radio", { name: "English" })).toBeChecked();
  await expect(page.getByTestId("self-reflection-note")).toContainText("It is not a diagnosis");
  await page.keyboard.press("ArrowDown");
  await expect(hindi).toBeChecked();
  await tabTo(page, page.getByRole("button", { name: "लिंक बनाइए" }));
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("share-link-created").getByRole("textbox")).toHaveValue(/\/shared\//);
});
