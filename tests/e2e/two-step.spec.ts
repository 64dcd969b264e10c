import { LOOPBACK, newAccount, signupViaApi, test, expect } from "./fixtures";
import { LoginPage, sessionCookie } from "./pages/auth-pages";
import { appCode, SecondStepPage, TwoStepSection } from "./pages/two-step-pages";
import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations } from "./support/a11y";

// Two-step sign-in from a person's side: turned on from /profile with the password, then every
// password login waits for the second step. The authenticator app is played by otpauth reading
// the key the page shows; passkeys by Chromium's virtual authenticator (DevTools protocol).
const SHOTS = process.env.TWO_STEP_SHOTS_DIR;

async function logOut(page: import("@playwright/test").Page) {
  await page.goto("/profile");
  await page.getByRole("button", { name: "Logout" }).last().click();
  await expect(page).toHaveURL(/\/login/);
}

test("an authenticator app: turned on with its code and the password, then asked at every login; a recovery code works once", async ({ page }) => {
  const account = newAccount("two-step-app");
  await signupViaApi(page.request, account);
  const section = new TwoStepSection(page);
  await section.open();
  const secret = await section.startApp();
  await expect(section.region.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  if (SHOTS) await section.region.screenshot({ path: `${SHOTS}/two-step-setup-1280.png` });

  await section.turnOnApp(appCode(secret), "not-the-password");
  await expect(section.region.getByText("That password does not match. Nothing was changed.")).toBeVisible();
  await section.turnOnApp(appCode(secret), account.password);
  const codes = await section.recoveryCodes();
  if (SHOTS) await section.region.screenshot({ path: `${SHOTS}/two-step-codes-1280.png` });
  await section.region.getByRole("button", { name: "I have saved them" }).click();
  await expect(section.region.getByText("Two-step sign-in is on.", { exact: false })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("recent-activity")).toContainText("Two-step sign-in turned on");

  // The password alone: no session, the second step instead.
  await logOut(page);
  const login = new LoginPage(page);
  await login.goto();
  await login.login(account.email, account.password);
  const second = new SecondStepPage(page);
  await second.expectShown();
  expect(await sessionCookie(page)).toBeUndefined();
  await expectNoSeriousA11yViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/two-step-verify-1280.png`, fullPage: true });
  await second.enterAppCode("000000" === appCode(secret) ? "111111" : "000000");
  await expect(page.getByText("That code did not match.", { exact: false }).first()).toBeVisible();
  // The code turning it on was this step's: the next step's code is the one an app shows next.
  await second.enterAppCode(appCode(secret, 1));
  await expect(page).not.toHaveURL(/\/login/);
  expect(await sessionCookie(page)).toBeDefined();

  // A recovery code instead of the app, once.
  await logOut(page);
  await login.goto();
  await login.login(account.email, account.password);
  await second.expectShown();
  await second.enterRecoveryCode(codes[0]!);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto("/profile");
  await expect(page.getByTestId("recent-activity")).toContainText("Recovery code used to log in");
  await expect(new TwoStepSection(page).region).toContainText("Recovery codes left: 9 of 10");

  await logOut(page);
  await login.goto();
  await login.login(account.email, account.password);
  await second.expectShown();
  await second.enterRecoveryCode(codes[0]!);
  await expect(page.getByText("That recovery code did not match, or it has been used already.").first()).toBeVisible();
  expect(await sessionCookie(page)).toBeUndefined();
});

test("ten wrong codes stop the sign-in: the password is asked again, the owner is mailed and sees it in Recent activity, and the right code then gets in", async ({
  page,
}) => {
  const account = newAccount("two-step-stopped");
  await signupViaApi(page.request, account);
  const section = new TwoStepSection(page);
  await section.open();
  const secret = await section.startApp();
  await section.turnOnApp(appCode(secret), account.password);
  await section.recoveryCodes();
  await logOut(page);
  const login = new LoginPage(page);
  await login.goto();
  await login.login(account.email, account.password);
  const second = new SecondStepPage(page);
  await second.expectShown();
  const right = new Set([-1, 0, 1, 2].map((steps) => appCode(secret, steps)));
  const wrong = ["000000", "111111", "222222", "333333", "444444"].find((code) => !right.has(code))!;
  // Nine wrong codes as the page would post them (same browser, same pending sign-in), the tenth on the page.
  for (let i = 0; i < 9; i += 1) expect((await page.request.post("/api/user/login/verify", { data: { method: "totp", code: wrong } })).status()).toBe(401);
  await second.enterAppCode(wrong);
  await expect(page.getByText("After 10 tries this sign-in has been stopped").first()).toBeVisible();
  const stoppedAt = Date.now();
  expect(await sessionCookie(page)).toBeUndefined();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/two-step-stopped-1280.png`, fullPage: true });
  await expect
    .poll(async () => {
      const { mails } = (await (await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(account.email)}`, { headers: LOOPBACK })).json()) as {
        mails: { subject: string }[];
      };
      return mails.map((m) => m.subject);
    })
    .toContain("A sign-in to your account was stopped");

  await page.getByRole("link", { name: "Back to Log In" }).first().click();
  await login.login(account.email, account.password);
  await second.expectShown();
  // After ten wrong answers the next one waits a second (lib/two-step/second-step.ts): a fast
  // machine gets here sooner, and the right code would be asked to wait instead.
  await page.waitForTimeout(Math.max(0, stoppedAt + 1_200 - Date.now()));
  await second.enterAppCode(appCode(secret, 1));
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto("/profile");
  await expect(page.getByTestId("recent-activity")).toContainText("A sign-in stopped after 10 codes that did not match");
});

test("a passkey from Chromium's virtual authenticator: added with the password, then used as the second step", async ({ page, baseURL }) => {
  // WebAuthn takes no IP address as its site: the app makes passkeys for localhost on a local run.
  const local = baseURL!.replace("127.0.0.1", "localhost");
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const account = newAccount("two-step-passkey");
  await signupViaApi(page.request, account);
  // The API signed in on 127.0.0.1; on localhost the browser logs in through the page.
  const login = new LoginPage(page);
  await page.goto(`${local}/login`);
  await login.login(account.email, account.password);
  await expect(page).not.toHaveURL(/\/login/);

  await page.goto(`${local}/profile`);
  const section = new TwoStepSection(page);
  await section.region.getByRole("button", { name: "Add a passkey" }).click();
  const form = section.region.getByRole("form", { name: "Add a passkey" });
  await form.getByLabel("Your password", { exact: true }).fill(account.password);
  await form.getByRole("button", { name: "Continue" }).click();
  await section.recoveryCodes();
  await expect(section.region.getByText(/^Passkey added /)).toBeVisible();
  expect((await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials).toHaveLength(1);

  await page.getByRole("button", { name: "Logout" }).last().click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto(`${local}/login`);
  await login.login(account.email, account.password);
  await new SecondStepPage(page).expectShown();
  await page.getByRole("button", { name: "Use your passkey" }).click();
  await expect(page).not.toHaveURL(/\/login/);
  const [credential] = (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials;
  expect(credential!.signCount).toBeGreaterThan(0);
  await page.goto(`${local}/profile`);
  await expect(page.getByTestId("recent-activity")).toContainText("Passkey added");
});

test("the JSON API: a login answers secondStep, and /api/user/login/verify finishes it with the app's code", async ({ page, playwright, baseURL }) => {
  const account = newAccount("two-step-api");
  await signupViaApi(page.request, account);
  const section = new TwoStepSection(page);
  await section.open();
  const secret = await section.startApp();
  await section.turnOnApp(appCode(secret), account.password);
  await section.recoveryCodes();

  const client = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": "10.250.0.9" } });
  const login = await client.post("/api/user/login", { data: { email: account.email, password: account.password } });
  expect(login.status()).toBe(200);
  expect(await login.json()).toEqual({ secondStep: true });
  expect((await client.get("/api/user/me")).status()).toBe(401);
  const wrong = await client.post("/api/user/login/verify", { data: { method: "totp", code: "12345" } });
  expect(wrong.status()).toBe(422);
  const verified = await client.post("/api/user/login/verify", { data: { method: "totp", code: appCode(secret, 1) } });
  expect(verified.status(), await verified.text()).toBe(200);
  expect((await client.get("/api/user/me")).status()).toBe(200);
  await client.dispose();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the setup and the second step fit a 390 px screen", async ({ page }) => {
    const account = newAccount("two-step-phone");
    await signupViaApi(page.request, account);
    const section = new TwoStepSection(page);
    await section.open();
    const secret = await section.startApp();
    await expectNoHorizontalOverflow(page);
    if (SHOTS) await section.region.screenshot({ path: `${SHOTS}/two-step-setup-390.png` });
    await section.turnOnApp(appCode(secret), account.password);
    await section.recoveryCodes();
    await expectNoHorizontalOverflow(page);
    if (SHOTS) await section.region.screenshot({ path: `${SHOTS}/two-step-codes-390.png` });
    await section.region.getByRole("button", { name: "I have saved them" }).click();
    await logOut(page);
    const login = new LoginPage(page);
    await login.goto();
    await login.login(account.email, account.password);
    await new SecondStepPage(page).expectShown();
    await expectNoHorizontalOverflow(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/two-step-verify-390.png`, fullPage: true });
  });
});
