import sharp from "sharp";
import type { Locator, Page } from "@playwright/test";
import { validAnswers } from "../support/valid-answers";
import { expect, newAccount, signupViaApi, test } from "./fixtures";
import { LoginPage } from "./pages/auth-pages";
import { openDialogLink } from "./pages/dialog-link";
import { expectNoSeriousA11yViolations } from "./support/a11y";

/** A signed-in user with a report, on /profile. */
async function onProfile(page: Page, label: string) {
  const account = newAccount(label);
  await signupViaApi(page.request, account);
  await page.request.post("/api/user/questionnaires", { data: { kind: "onboarding", answers: validAnswers().onboarding } });
  await page.goto("/profile");
  return account;
}

/** Opens Edit Profile's dialog (its link leads to /profile/edit before hydration). */
const openEditProfile = (page: Page, press?: (link: Locator) => Promise<void>) =>
  openDialogLink(page, { link: "Edit Profile", dialog: "Edit Profile", path: "/profile/edit" }, press);

const photo = async () => ({
  name: "me.png",
  mimeType: "image/png",
  buffer: await sharp({ create: { width: 640, height: 480, channels: 3, background: "#e07a5f" } })
    .png()
    .toBuffer(),
});

test("Edit Profile saves new names and an image, shown in the header at once and after a reload", async ({ page }, testInfo) => {
  await onProfile(page, "profile-edit");
  const dialog = await openEditProfile(page);
  await dialog.getByLabel("First name").fill("  Maya ");
  await dialog.getByLabel("Last name").fill("Kapoor");
  await dialog.getByLabel("Profile image").setInputFiles(await photo());
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(dialog).toBeHidden();

  const header = page.getByRole("banner");
  const check = async () => {
    await expect(page.getByRole("heading", { level: 1, name: "Maya Kapoor's Profile" })).toBeVisible();
    const avatarLink = header.getByRole("link", { name: "Your profile (Maya Kapoor)" });
    await expect(avatarLink).toBeVisible();
    const img = avatarLink.locator("img");
    await expect(img).toHaveAttribute("src", /^\/api\/user\/me\/avatar\?v=[\w-]+$/);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(256);
  };
  await check();
  await page.reload();
  await check();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`profile-saved-${width}.png`) });
  }

  // The image answers its owner with a validator and revalidates to a 304.
  const src = (await header
    .getByRole("link", { name: /Your profile/ })
    .locator("img")
    .getAttribute("src"))!;
  const first = await page.request.get(src);
  expect(first.status()).toBe(200);
  expect(first.headers()["content-type"]).toBe("image/webp");
  expect(first.headers()["cache-control"]).toBe("private, no-cache");
  const again = await page.request.get(src, { headers: { "if-none-match": first.headers()["etag"]! } });
  expect(again.status()).toBe(304);

  // Removing the image brings the initials back.
  await page.setViewportSize({ width: 1280, height: 900 });
  const edit = await openEditProfile(page);
  await edit.getByLabel("Remove current image").check();
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(edit).toBeHidden();
  await expect(header.getByRole("link", { name: "MK, your profile (Maya Kapoor)" })).toHaveText("MK");
  expect((await page.request.get("/api/user/me/avatar")).status()).toBe(404);
});

test("a text file renamed .png and a 3 MB image are refused with a message, keeping what was typed", async ({ page }) => {
  await onProfile(page, "profile-refuse");
  const dialog = await openEditProfile(page);
  await dialog.getByLabel("First name").fill("Changed");
  const imageField = dialog.getByLabel("Profile image");

  await imageField.setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("These are my notes, not a picture.\n") });
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("That file is not a PNG, JPEG or WebP image. Please choose a photo in one of those formats.");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("First name")).toHaveValue("Changed");

  const big = await sharp({ create: { width: 1100, height: 1000, channels: 3, background: "#000", noise: { type: "gaussian", mean: 128, sigma: 60 } } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  expect(big.byteLength).toBeGreaterThan(3 * 1024 * 1024);
  await imageField.setInputFiles({ name: "big.png", mimeType: "image/png", buffer: big });
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("That image is larger than 2 MB. Please choose a smaller one.");
  await expect(dialog.getByLabel("First name")).toHaveValue("Changed");

  // The server refuses the same files itself, whatever the browser checked.
  const fake = await page.request.put("/api/user/me/avatar", { data: Buffer.from("not an image"), headers: { "content-type": "image/png" } });
  expect(fake.status()).toBe(422);
  expect((await fake.json()).message).toMatch(/not a PNG, JPEG or WebP/);
  const tooBig = await page.request.put("/api/user/me/avatar", { data: big, headers: { "content-type": "image/png" } });
  expect(tooBig.status()).toBe(413);
  expect((await tooBig.json()).message).toMatch(/larger than 2 MB/);

  // Nothing was saved.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Asha Rao's Profile" })).toBeVisible();
  expect((await page.request.get("/api/user/me/avatar")).status()).toBe(404);
});

test("the profile shows real results, downloads the data and deletes the account after the password", async ({ page }) => {
  const account = newAccount("profile");
  await signupViaApi(page.request, account);
  await page.request.post("/api/user/questionnaires", { data: { kind: "onboarding", answers: validAnswers().onboarding } });
  await page.request.post("/api/user/questionnaires", { data: { kind: "gad7", answers: validAnswers().gad7 } });

  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Asha Rao's Profile" })).toBeVisible();
  await expect(page.getByTestId("assessment-gad7")).toContainText("Mild (7 of 21)");
  await expect(page.getByTestId("assessment-life")).toContainText("Not taken yet");

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download my data" }).click();
  const file = await (await download).path();
  const data = JSON.parse(await (await import("node:fs/promises")).readFile(file, "utf8"));
  expect(data.account.email).toBe(account.email);
  expect(data.account.passwordHash).toBeUndefined();
  expect(data.assessments.map((a: { kind: string }) => a.kind).sort()).toEqual(["gad7", "onboarding"]);

  const dialog = await openDialogLink(page, { link: "Delete account", dialog: "Delete your account?", path: "/profile/delete" });
  await dialog.getByLabel("Your password", { exact: true }).fill("not-my-password");
  await dialog.getByRole("button", { name: "Delete everything" }).click();
  await expect(dialog.getByText("That does not match. Nothing was deleted.")).toBeVisible();
  await dialog.getByLabel("Your password", { exact: true }).fill(account.password);
  await dialog.getByRole("button", { name: "Delete everything" }).click();
  // It lands on / as a visitor, with a word on what happened.
  await expect(page).toHaveURL(/\/\?deleted=1$/);
  await expect(page.getByTestId("account-deleted")).toContainText("Your account has been deleted.");

  const login = new LoginPage(page);
  await login.goto();
  await login.login(account.email, account.password);
  await expect(login.status()).toHaveText("Invalid email or password.");
});

test("About, Community and Privacy carry real content", async ({ page }) => {
  for (const [path, heading] of [
    ["/about", "About Journey to Peace"],
    ["/community", "Community"],
    ["/privacy", "Privacy"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  }
  await expect(page.getByText(/download everything we keep about you/i)).toBeVisible();
});

test.describe("as a person with a report, only looking", () => {
  test.use({ role: "reported" });

  test("Edit Profile works by keyboard alone: open, move within, Escape, focus back", async ({ page }) => {
    await page.goto("/profile");
    const opener = page.getByRole("link", { name: "Edit Profile" });
    await openEditProfile(page, async (link) => {
      await link.focus();
      await page.keyboard.press("Enter");
    });
    const dialog = page.getByRole("dialog", { name: "Edit Profile" });

    const inDialog = () => page.evaluate(() => Boolean(document.activeElement?.closest("[role=dialog]")));
    expect(await inDialog()).toBe(true);
    const seen = new Set<string>();
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press("Tab");
      expect(await inDialog()).toBe(true);
      seen.add(
        await page.evaluate(
          () =>
            document.activeElement?.getAttribute("aria-label") ||
            document.activeElement?.textContent?.trim() ||
            (document.activeElement as HTMLInputElement | null)?.type ||
            "",
        ),
      );
    }
    // Every control is reached: close, both names, the file input, Cancel and Save.
    expect([...seen]).toEqual(expect.arrayContaining(["Close", "text", "file", "Cancel", "Save Changes"]));

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  for (const width of [390, 1280]) {
    test(`axe finds nothing serious on /profile with Edit Profile open at ${width} px`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
      await page.goto("/profile");
      await expectNoSeriousA11yViolations(page);
      const dialog = await openEditProfile(page);
      await dialog.getByLabel("Profile image").setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("text") });
      await expect(dialog.getByRole("alert")).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`profile-edit-${width}.png`) });
    });
  }
});
