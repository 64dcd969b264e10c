import type { Locator, Page, TestInfo } from "@playwright/test";
import sharp from "sharp";
import { expect, newAccount, test } from "./fixtures";
import { sessionCookie, SignupPage, signedOutAtLogin } from "./pages/auth-pages";
import { signedInWithReport } from "./pages/dashboard";

// Every form posts to its server action, which answers with the page drawn again: the messages
// under their fields and what was typed kept (docs/decisions/0040-one-way-to-write-a-form.md).
// So the forms work before the page's script has loaded, or when it never does.
test.use({ javaScriptEnabled: false });

test("login without JavaScript: a wrong password keeps the email and says so; the right one signs in", async ({ page }) => {
  const { account, login } = await signedOutAtLogin(page, "nojs-login");

  await login.loginRefused(account.email);
  await expect(page.getByLabel("Email")).toHaveValue(account.email);
  // A typed password is never written back into the page.
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
  expect(await sessionCookie(page)).toBeUndefined();

  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Log In" }).click();
  // Signed in, a person without a report meets the dashboard with the way on to the questions.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("link", { name: "Continue the questions" })).toHaveAttribute("href", "/questions/onboarding");
  expect(await sessionCookie(page)).toBeDefined();
});

test("login without JavaScript goes back to the page that asked for it", async ({ page }) => {
  const { account, login } = await signedOutAtLogin(page, "nojs-return", `?callbackUrl=${encodeURIComponent("/profile")}`);
  await login.login(account.email, account.password);
  await expect(page).toHaveURL(/\/profile$/);
});

test("signup without JavaScript: a refused field says why and keeps the rest; a valid form creates the account", async ({ page }) => {
  const signup = new SignupPage(page);
  await signup.goto();
  const account = newAccount("nojs-signup");

  await signup.fill({ ...account, email: "asha@example" });
  await signup.submit();
  await expect(page.getByRole("alert").filter({ hasText: "Enter a valid email" })).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByLabel("First name")).toHaveValue(account.firstName);
  await expect(page.getByLabel("Last name")).toHaveValue(account.lastName);
  await expect(page.getByLabel("Email")).toHaveValue("asha@example");
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
  expect(await sessionCookie(page)).toBeUndefined();

  await signup.fill(account);
  await signup.submit();
  // Where signup always lands: / greets the new account (docs/decisions/0030-new-accounts-meet-the-companion.md).
  await expect(page).toHaveURL(/\/$/);
  expect(await sessionCookie(page)).toBeDefined();
  const me = await page.request.get("/api/user/me");
  expect(me.status()).toBe(200);
  expect(await me.json()).toMatchObject({ user: { email: account.email, firstName: account.firstName } });
});

test("journal without JavaScript: an empty entry says what to write; a written one saves and shows", async ({ page }, testInfo) => {
  await signedInWithReport(page, "nojs-journal");
  await page.goto("/reflection/new");
  const box = page.getByLabel("What is on your mind today?");

  await box.fill("   ");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("alert")).toHaveText("Not saved: Write a few words first. Your words are still here.");
  await expect(page).toHaveURL(/\/reflection\/new$/);
  await page.screenshot({ path: testInfo.outputPath("journal-new-1280.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath("journal-new-390.png"), fullPage: true });

  const text = `A slow walk by the river, then tea ${Date.now()}`;
  await box.fill(text);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/reflection$/);
  await expect(page.getByTestId("journal-entry").filter({ hasText: text })).toBeVisible();
});

/** A screenshot at phone width of a form showing its message (the page, or only `part` of a long one), for looking at. */
async function phoneShot(page: Page, testInfo: TestInfo, name: string, part?: Locator) {
  await page.setViewportSize({ width: 390, height: 844 });
  const path = testInfo.outputPath(`${name}-390.png`);
  await (part ? part.screenshot({ path }) : page.screenshot({ path, fullPage: true }));
  await page.setViewportSize({ width: 1280, height: 720 });
}

test("Edit Profile without JavaScript: the link leads to its page; a refused name or file keeps the rest; names and a picture save in one post", async ({
  page,
}, testInfo) => {
  await signedInWithReport(page, "nojs-profile");
  await page.goto("/profile");
  await page.getByRole("link", { name: "Edit Profile" }).click();
  await expect(page).toHaveURL(/\/profile\/edit$/);

  await page.getByLabel("First name").fill("   ");
  await page.getByLabel("Last name").fill("Kapoor");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "First name is required" })).toBeVisible();
  await expect(page.getByLabel("Last name")).toHaveValue("Kapoor");
  await phoneShot(page, testInfo, "profile-edit-name");

  // The picture is a field of the same form: refused by its bytes, with the names as typed.
  await page.getByLabel("First name").fill("Maya");
  await page
    .getByLabel("Profile image")
    .setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("These are my notes, not a picture.\n") });
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByRole("alert")).toHaveText("That file is not a PNG, JPEG or WebP image. Please choose a photo in one of those formats.");
  await expect(page.getByLabel("First name")).toHaveValue("Maya");
  await expect(page.getByLabel("Last name")).toHaveValue("Kapoor");
  await phoneShot(page, testInfo, "profile-edit-image");
  expect((await page.request.get("/api/user/me/avatar")).status()).toBe(404);

  // Over Next's default 1 MB for a server action, under the image rules' 2 MB.
  const photo = await sharp({ create: { width: 800, height: 700, channels: 3, background: "#e07a5f", noise: { type: "gaussian", mean: 128, sigma: 60 } } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  expect(photo.byteLength).toBeGreaterThan(1.5 * 1024 * 1024);
  expect(photo.byteLength).toBeLessThan(2 * 1024 * 1024);
  await page.getByLabel("Profile image").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: photo });
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("heading", { level: 1, name: "Maya Kapoor's Profile" })).toBeVisible();
  expect((await page.request.get("/api/user/me/avatar")).headers()["content-type"]).toBe("image/webp");

  // Removing the picture is a checkbox of the same form.
  await page.goto("/profile/edit");
  await page.getByLabel("Remove current image").check();
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  expect((await page.request.get("/api/user/me/avatar")).status()).toBe(404);
});

test("time zone without JavaScript: a zone saves and the page reads in it; a refused one says so and changes nothing", async ({ page }, testInfo) => {
  await signedInWithReport(page, "nojs-zone");
  await page.goto("/profile");
  const section = page.getByTestId("time-zone-section");
  const select = section.getByTestId("time-zone-select");

  await select.selectOption("Asia/Tokyo");
  await section.getByRole("button", { name: "Save time zone" }).click();
  await expect(section.getByRole("status")).toHaveText("Saved. Your days and times now follow this zone.");
  await expect(section.getByTestId("time-zone-current")).toContainText("Tokyo");
  await expect(select).toHaveValue("Asia/Tokyo");

  // A zone the list does not offer (a changed page, an old one): the form posts it as sent.
  await page.route("**/profile", async (route) => {
    const body = route.request().postDataBuffer();
    if (route.request().method() !== "POST" || !body) return route.continue();
    await route.continue({ postData: body.toString("latin1").replace("Europe/London", "Mars/Olympus_Mons") });
  });
  await select.selectOption("Europe/London");
  await section.getByRole("button", { name: "Save time zone" }).click();
  await expect(section.getByRole("alert")).toHaveText("Choose a time zone from the list.");
  await expect(section.getByTestId("time-zone-current")).toContainText("Tokyo");
  await expect(select).toHaveValue("Asia/Tokyo");
  await phoneShot(page, testInfo, "time-zone", section);
});

test("reminders without JavaScript: no day chosen says so and keeps the rest; then they save", async ({ page }, testInfo) => {
  await signedInWithReport(page, "nojs-remind");
  await page.goto("/profile");
  const section = page.getByTestId("reminders");

  await section.getByLabel("Send me gentle reminders").check();
  for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"])
    await section.getByRole("checkbox", { name: day, exact: true }).uncheck({ force: true });
  await section.getByRole("checkbox", { name: /Evening reflection/ }).check();
  await section.getByLabel("Time for Evening reflection").fill("19:30");
  await section.getByRole("button", { name: "Save reminders" }).click();
  await expect(section.getByRole("alert").filter({ hasText: "Choose at least one day." })).toBeVisible();
  await expect(section.getByLabel("Send me gentle reminders")).toBeChecked();
  await expect(section.getByRole("checkbox", { name: /Evening reflection/ })).toBeChecked();
  await expect(section.getByLabel("Time for Evening reflection")).toHaveValue("19:30");
  await phoneShot(page, testInfo, "reminders", section);

  await section.getByRole("checkbox", { name: "Wednesday", exact: true }).check({ force: true });
  await section.getByRole("button", { name: "Save reminders" }).click();
  await expect(section.getByRole("status").filter({ hasText: "Your reminders are saved." })).toBeVisible();
  await page.goto("/profile");
  await expect(section.getByRole("checkbox", { name: "Wednesday", exact: true })).toBeChecked();
  await expect(section.getByRole("checkbox", { name: "Monday", exact: true })).not.toBeChecked();
  await expect(section.getByLabel("Time for Evening reflection")).toHaveValue("19:30");
});

test("the companion without JavaScript: its page takes a typed reply and a suggestion; an empty one says what to write", async ({ page }, testInfo) => {
  await signedInWithReport(page, "nojs-companion");
  await page.goto("/dashboard?tab=buddy");
  await page.getByRole("link", { name: "Open the conversation with your companion" }).click();
  await expect(page).toHaveURL(/\/companion$/);
  const talk = page.getByTestId("companion-conversation");
  const box = talk.getByLabel("Reply to Shanti");

  await box.fill("   ");
  await talk.getByRole("button", { name: "Send", exact: true }).click();
  await expect(talk.getByRole("alert")).toHaveText("Write a few words first. Your words are still here.");
  await expect(talk.getByTestId("message-person")).toHaveCount(0);
  await phoneShot(page, testInfo, "companion");

  await talk.getByLabel("Reply to Shanti").fill("I couldn't sleep last night and I'm so tired");
  await talk.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page).toHaveURL(/\/companion$/);
  await expect(talk.getByTestId("message-person")).toHaveText(/I couldn't sleep last night/);
  await expect(talk.getByTestId("message-companion")).toHaveCount(1);
  await talk.getByRole("button", { name: "I'll try that tonight" }).click();
  await expect(talk.getByTestId("message-person").last()).toHaveText(/I'll try that tonight/);
  await expect(talk.getByTestId("message-companion")).toHaveCount(2);
});

test("share links without JavaScript: one is made on /report/share and revoked from /profile", async ({ page }) => {
  await signedInWithReport(page, "nojs-share");
  await page.goto("/report/share");
  await page.getByRole("button", { name: "Make a link" }).click();
  const path = new URL(await page.getByTestId("share-link-created").getByRole("textbox").inputValue()).pathname;
  expect((await page.request.get(path)).status()).toBe(200);

  await page.goto("/profile");
  await page.getByTestId("share-link").first().getByRole("button", { name: "Revoke link" }).click();
  await expect(page.getByTestId("share-link").first()).toHaveAttribute("data-live", "false");
  await expect(page.getByTestId("share-link").first()).toContainText("Revoked on");
  expect((await page.request.get(path)).status()).toBe(404);
});
