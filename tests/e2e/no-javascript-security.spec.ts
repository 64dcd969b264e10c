import { request, type Page, type TestInfo } from "@playwright/test";
import { expect, newAccount, signupViaApi, test, type Account } from "./fixtures";
import { LoginPage, sessionCookie } from "./pages/auth-pages";
import { appCode, TwoStepSection } from "./pages/two-step-pages";

// Two-step settings and deleting the account with JavaScript turned off: each form posts to its
// server action and the server draws the next step into the page from the action's answer
// (docs/decisions/0040-one-way-to-write-a-form.md). A typed password never comes back in it.
test.use({ javaScriptEnabled: false });

const WRONG = "not-my-password-7319";
const REFUSED = "That password does not match. Nothing was changed.";

async function shots(page: Page, testInfo: TestInfo, name: string) {
  const section = new TwoStepSection(page).region;
  await section.screenshot({ path: testInfo.outputPath(`${name}-1280.png`) });
  await page.setViewportSize({ width: 390, height: 844 });
  await section.screenshot({ path: testInfo.outputPath(`${name}-390.png`) });
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** The page as sent, and the values of its fields: a typed secret must be in neither. */
async function expectNowhereInPage(page: Page, text: string) {
  expect(await page.content()).not.toContain(text);
  const values = await page.locator("input").evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  expect(values.filter((value) => value.includes(text))).toEqual([]);
}

/** Asks the JSON API, as another client, whether a login needs the second step and whether `code` (a recovery code) finishes it. */
async function loginWithRecoveryCode(page: Page, account: Account, code: string) {
  const client = await request.newContext({ baseURL: new URL(page.url()).origin });
  try {
    const login = await client.post("/api/user/login", { data: { email: account.email, password: account.password } });
    expect(login.status()).toBe(200);
    const secondStep = (await login.json()).secondStep === true;
    if (!secondStep) return { secondStep, finished: false };
    const verified = await client.post("/api/user/login/verify", { data: { method: "recovery", code } });
    return { secondStep, finished: verified.status() === 200 };
  } finally {
    await client.dispose();
  }
}

/** Turns the authenticator app on through the page alone; returns its key and the recovery codes shown. */
async function turnOnWithoutScript(page: Page, account: Account) {
  const section = new TwoStepSection(page);
  await section.open();
  const secret = await section.startApp();
  await section.turnOnApp(appCode(secret), account.password);
  return { secret, codes: await section.recoveryCodes() };
}

test("the authenticator app without JavaScript: its key is drawn by the server, a wrong password says so and stays out of the page, the right code turns it on with codes shown once", async ({
  page,
}, testInfo) => {
  const account = newAccount("nojs-totp");
  await signupViaApi(page.request, account);
  const section = new TwoStepSection(page);
  await section.open();
  // A passkey needs the browser's script: instead of a button that could do nothing, it says so.
  await expect(section.region.getByRole("button", { name: "Add a passkey" })).toHaveCount(0);
  await expect(section.region.getByTestId("passkey-unavailable")).toBeVisible();

  // Started and cancelled by posts of their own: the key comes and goes with the page.
  const first = await section.startApp();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(section.region.getByRole("heading", { name: "Set up your authenticator app" })).toBeFocused();
  await expect(section.region.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  // The key is kept sealed on the server between the posts, never in a field of the page.
  expect(await page.locator('input[type="hidden"]').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value).join(" "))).not.toContain(first);
  await section.region.getByRole("button", { name: "Cancel" }).click();
  await expect(section.region.getByTestId("totp-secret")).toHaveCount(0);
  await expect(section.region.getByRole("button", { name: "Set up an authenticator app" })).toBeFocused();

  const secret = await section.startApp();
  expect(secret).not.toBe(first);
  await shots(page, testInfo, "totp-setup");

  await section.turnOnApp(appCode(secret), WRONG);
  const form = section.region.getByRole("form", { name: "Turn on the authenticator app" });
  await expect(form.getByRole("alert")).toHaveText(REFUSED);
  await expect(form.getByLabel("Your password", { exact: true })).toBeFocused();
  await expect(form.getByLabel("Your password", { exact: true })).toHaveValue("");
  await expectNowhereInPage(page, WRONG);
  // Still setting up the same key: the refusal changed nothing.
  await expect(section.region.getByTestId("totp-secret")).toHaveText(/./);
  expect((await section.region.getByTestId("totp-secret").innerText()).replace(/\s/g, "")).toBe(secret);
  await shots(page, testInfo, "totp-refused");

  await section.turnOnApp(appCode(secret), account.password);
  const codes = await section.recoveryCodes();
  await expect(section.region.getByRole("heading", { name: "Your recovery codes" })).toBeFocused();
  await expect(section.region.getByText("Authenticator app: on")).toBeVisible();
  await expectNowhereInPage(page, account.password);
  const file = await section.region.getByRole("link", { name: "Download as a text file" }).getAttribute("href");
  expect(decodeURIComponent(file!.replace(/^data:text\/plain;charset=utf-8,/, ""))).toContain(codes[3]!);
  await shots(page, testInfo, "totp-codes");

  // Shown once: the way on is a fresh /profile, which has none.
  await section.region.getByRole("link", { name: "I have saved them" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(section.region.getByText("Authenticator app: on")).toBeVisible();
  await expect(section.region.getByTestId("recovery-codes")).toHaveCount(0);

  // They are the account's: a login now waits for the second step, which one of them finishes.
  expect(await loginWithRecoveryCode(page, account, codes[0]!)).toEqual({ secondStep: true, finished: true });
});

test("new recovery codes and turning two-step off without JavaScript, each after the password", async ({ page }, testInfo) => {
  const account = newAccount("nojs-codes");
  await signupViaApi(page.request, account);
  const { codes: old } = await turnOnWithoutScript(page, account);
  await page.goto("/profile");
  const section = new TwoStepSection(page);

  const renew = section.region.getByRole("form", { name: "New recovery codes" });
  await renew.getByLabel("Your password", { exact: true }).fill(WRONG);
  await renew.getByRole("button", { name: "Make new codes" }).click();
  await expect(renew.getByRole("alert")).toHaveText(REFUSED);
  await expect(renew.getByLabel("Your password", { exact: true })).toBeFocused();
  await expectNowhereInPage(page, WRONG);
  await renew.getByLabel("Your password", { exact: true }).fill(account.password);
  await renew.getByRole("button", { name: "Make new codes" }).click();
  const fresh = await section.recoveryCodes();
  expect(fresh.filter((code) => old.includes(code))).toEqual([]);
  await expect(section.region.getByText("Recovery codes left: 10 of 10")).toBeVisible();
  await expectNowhereInPage(page, account.password);
  await shots(page, testInfo, "renewed-codes");
  // The old ones stopped working; the new ones work.
  expect(await loginWithRecoveryCode(page, account, old[1]!)).toEqual({ secondStep: true, finished: false });
  expect(await loginWithRecoveryCode(page, account, fresh[1]!)).toEqual({ secondStep: true, finished: true });

  await page.goto("/profile");
  const off = section.region.getByRole("form", { name: "Turn off two-step sign-in" });
  await off.getByLabel("Your password", { exact: true }).fill(WRONG);
  await off.getByRole("button", { name: "Turn off" }).click();
  await expect(off.getByRole("alert")).toHaveText(REFUSED);
  await expect(section.region.getByText("Authenticator app: on")).toBeVisible();
  await off.getByLabel("Your password", { exact: true }).fill(account.password);
  await off.getByRole("button", { name: "Turn off" }).click();
  const said = section.region.getByRole("status");
  await expect(said).toHaveText("Two-step sign-in is off. Your app, passkeys and recovery codes were removed.");
  await expect(said).toBeFocused();
  await expect(section.region.getByText("Authenticator app: on")).toHaveCount(0);
  await expect(section.region.getByRole("button", { name: "Set up an authenticator app" })).toBeVisible();
  await shots(page, testInfo, "two-step-off");
  expect(await loginWithRecoveryCode(page, account, fresh[2]!)).toEqual({ secondStep: false, finished: false });
});

test("deleting the account without JavaScript: the link leads to its page, a wrong password deletes nothing, the right one signs out and lands on /", async ({
  page,
}, testInfo) => {
  const account = newAccount("nojs-delete");
  await signupViaApi(page.request, account);
  await page.goto("/profile");
  await page.getByRole("link", { name: "Delete account" }).click();
  await expect(page).toHaveURL(/\/profile\/delete$/);
  await expect(page.getByRole("heading", { level: 1, name: "Delete your account?" })).toBeVisible();

  await page.getByLabel("Your password", { exact: true }).fill(WRONG);
  await page.getByRole("button", { name: "Delete everything" }).click();
  await expect(page.getByRole("alert")).toHaveText("That does not match. Nothing was deleted.");
  await expect(page).toHaveURL(/\/profile\/delete$/);
  await expect(page.getByLabel("Your password", { exact: true })).toHaveValue("");
  await expectNowhereInPage(page, WRONG);
  expect((await page.request.get("/api/user/me")).status()).toBe(200);
  await page.screenshot({ path: testInfo.outputPath("delete-refused-1280.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath("delete-refused-390.png"), fullPage: true });

  await page.getByRole("link", { name: "Keep my account" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByRole("link", { name: "Delete account" }).click();
  await page.getByLabel("Your password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Delete everything" }).click();
  // Where the script's path lands too: / as a visitor, with a word on what happened.
  await expect(page).toHaveURL(/\/\?deleted=1$/);
  await expect(page.getByTestId("account-deleted")).toContainText("Your account has been deleted.");
  expect(await sessionCookie(page)).toBeUndefined();

  const login = new LoginPage(page);
  await login.goto();
  await login.loginRefused(account.email, account.password);
});
