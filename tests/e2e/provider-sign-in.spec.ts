import type { Page } from "@playwright/test";
import { expect, newAccount, test, uniqueEmail } from "./fixtures";
import { LoginPage } from "./pages/auth-pages";
import { GreetingPage, VisitorOnboardingPage } from "./pages/first-contact-pages";
import { startTestProvider, type TestProvider } from "./support/oidc-provider";
import { request, startOwnServer, type OwnServer } from "./support/own-server";

// Sign-in with a provider, end to end: a real OpenID Connect provider on loopback, wired as the app
// wires Google (AUTH_GOOGLE_ID/SECRET, and AUTH_GOOGLE_ISSUER pointing at it). Its own app server,
// so the main e2e server keeps showing no social buttons.
let idp: TestProvider;
let app: OwnServer;
let base = "";

test.describe.configure({ mode: "default" });
test.beforeAll(async () => {
  test.setTimeout(150_000);
  idp = await startTestProvider();
  app = await startOwnServer(idp.appEnv, "localhost");
  base = app.origin;
  idp.trust(base);
});
test.afterAll(async () => {
  await app?.stop();
  await idp?.stop();
});

const person = (label: string) => idp.addPerson({ email: uniqueEmail(label), firstName: "Meera", lastName: "Iyer" });
const google = (page: Page) => page.getByRole("button", { name: "Continue with Google" });
const recentActivity = (page: Page) => page.getByTestId("recent-activity");
const connected = (page: Page) => page.getByRole("region", { name: "Connected accounts" });

/** At the provider's own pages: sign in as this email, then allow (or deny) sharing name and email. */
async function atProvider(page: Page, email: string, consent: "Allow" | "Deny" = "Allow") {
  await expect(page.getByRole("heading", { name: "Sign in to Test Provider" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Journey to Peace would like your name and email address" })).toBeVisible();
  await page.getByRole("button", { name: consent }).click();
}

async function me(page: Page) {
  const response = await page.request.get(`${base}/api/user/me`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { user: { id: string; email: string; firstName: string; lastName: string } }).user;
}

async function logOut(page: Page) {
  await page.goto(`${base}/profile`);
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login/);
  expect((await page.request.get(`${base}/api/user/me`)).status()).toBe(401);
}

test("a new person signs up with the provider, meets the greeting, and signs in again to the same account", async ({ page }) => {
  const someone = person("provider-new");
  const flow = new VisitorOnboardingPage(page);
  await page.goto(`${base}/onboarding`);
  await flow.pickAreas("Something else");
  await flow.button("Continue").click();
  await flow.button("Skip for now").click();
  await expect(page.getByRole("heading", { name: "Create a free account to save your preferences" })).toBeVisible();
  await google(page).click();
  await atProvider(page, someone.email);

  // Where a new account lands: the greeting on /, as after signing up with a password.
  await expect(page).toHaveURL(`${base}/`);
  await expect(page.getByRole("heading", { name: "Welcome to Journey to Peace" })).toBeVisible();
  const created = await me(page);
  expect(created).toMatchObject({ email: someone.email, firstName: "Meera", lastName: "Iyer" });

  await page.goto(`${base}/profile`);
  await expect(connected(page).getByText("Connected", { exact: true })).toBeVisible();
  // Its only way in stays: no password, so no Disconnect.
  await expect(connected(page).getByText("Your only way to sign in")).toBeVisible();
  await expect(connected(page).getByRole("button", { name: "Disconnect Google" })).toHaveCount(0);
  await expect(recentActivity(page)).toContainText("Account created");

  await logOut(page);
  // Signed in at the provider still: it sends the person straight back, into the same account.
  await google(page).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect((await me(page)).id).toBe(created.id);
  await page.goto(`${base}/profile`);
  await expect(recentActivity(page).getByRole("listitem").first()).toContainText("Logged in with a sign-in provider");
});

test("a new account made with the provider from /login meets the same greeting as a password signup, then the questions", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  const someone = person("provider-login-new");
  // Started from a page that needed a login: an account that already existed would go back there.
  await page.goto(`${base}/login?callbackUrl=${encodeURIComponent("/habits")}`);
  await google(page).click();
  await atProvider(page, someone.email);

  await expect(page).toHaveURL(`${base}/`);
  const greeting = new GreetingPage(page);
  await expect(page.getByRole("heading", { name: "Welcome to Journey to Peace" })).toBeVisible();
  await greeting.press("Begin with Shanti");
  await expect(page.getByRole("heading", { name: "Meet Shanti" })).toBeFocused();
  await expect(page.getByText("Namaste, Meera.", { exact: false }).first()).toBeAttached();
  await greeting.press("Let's Begin");
  await expect(page.getByTestId("greeting-privacy")).toContainText("export or delete them at any time");
  await greeting.press("I confirm");
  await greeting.press(/^Continue/);
  await expect(page).toHaveURL(`${base}/questions/onboarding`);
  expect((await me(page)).email).toBe(someone.email);

  // Only the first sign-in is a welcome: the same person coming back goes where they were going.
  await logOut(page);
  await page.goto(`${base}/login?callbackUrl=${encodeURIComponent("/profile")}`);
  await google(page).click();
  await expect(page).toHaveURL(`${base}/profile`);
});

test("a password account connects the provider from /profile, never by email alone, signs in with it, then disconnects it", async ({ page }) => {
  const account = newAccount("provider-link");
  // The provider vouches for the same email as the password account.
  const identity = idp.addPerson({ email: account.email, firstName: "Meera", lastName: "Iyer" });
  expect((await page.request.post(`${base}/api/user/signup`, { data: { ...account, confirmPassword: account.password } })).status()).toBe(201);
  const owner = await me(page);
  await logOut(page);

  // Signed out, a matching email joins nothing: the person is told to log in and connect from the profile.
  await google(page).click();
  await atProvider(page, identity.email);
  await expect(page).toHaveURL(/\/login\?error=account_exists/);
  await expect(page.getByTestId("social-notice")).toHaveText(
    "An account with this email already exists. Log in with your password, then connect Google from your profile.",
  );
  expect((await page.request.get(`${base}/api/user/me`)).status()).toBe(401);

  await new LoginPage(page).login(account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`${base}/profile`);
  await expect(connected(page).getByText("Not connected", { exact: true })).toBeVisible();
  await connected(page).getByRole("button", { name: "Connect Google" }).click();
  // Already signed in at the provider and consent given: straight back, connected.
  await expect(page).toHaveURL(`${base}/profile`);
  await expect(connected(page).getByText("Connected", { exact: true })).toBeVisible();
  await expect(recentActivity(page).getByRole("listitem").first()).toContainText("Sign-in provider connected");

  await logOut(page);
  await google(page).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect((await me(page)).id).toBe(owner.id);

  await page.goto(`${base}/profile`);
  await connected(page).getByRole("button", { name: "Disconnect Google" }).click();
  await expect(connected(page).getByText("Not connected", { exact: true })).toBeVisible();
  await expect(recentActivity(page).getByRole("listitem").first()).toContainText("Sign-in provider removed");

  // Disconnected, the provider is no way into this account any more, email or not.
  await logOut(page);
  await google(page).click();
  await expect(page).toHaveURL(/\/login\?error=account_exists/);
  expect((await page.request.get(`${base}/api/user/me`)).status()).toBe(401);
});

test("a provider sign-in that belongs to one account is never moved onto another", async ({ page, browser }) => {
  const someone = person("provider-taken");
  const first = await browser.newContext();
  const firstPage = await first.newPage();
  await firstPage.goto(`${base}/login`);
  await google(firstPage).click();
  await atProvider(firstPage, someone.email);
  await expect(firstPage).toHaveURL(`${base}/`);
  const owner = await me(firstPage);
  await first.close();

  const account = newAccount("provider-other");
  expect((await page.request.post(`${base}/api/user/signup`, { data: { ...account, confirmPassword: account.password } })).status()).toBe(201);
  await page.goto(`${base}/profile`);
  await connected(page).getByRole("button", { name: "Connect Google" }).click();
  await atProvider(page, someone.email);
  await expect(page).toHaveURL(`${base}/profile?connect=refused`);
  await expect(page.getByTestId("connect-notice")).toHaveText("That sign-in already belongs to another account here, so it was not connected to yours.");
  await expect(connected(page).getByText("Not connected", { exact: true })).toBeVisible();
  expect((await me(page)).email).toBe(account.email);
  expect(owner.email).toBe(someone.email);
});

test("a refused consent, a cancelled sign-in and a lost flow end on a calm message, and nothing is created", async ({ page }) => {
  const someone = person("provider-refuses");
  const notice = page.getByTestId("social-notice");
  const cancelled = "That sign-in was cancelled, so nothing has changed. You can try again, or log in with your email and password.";

  await page.goto(`${base}/login`);
  await google(page).click();
  await expect(page.getByRole("heading", { name: "Sign in to Test Provider" })).toBeVisible();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/login\?error=/);
  await expect(notice).toHaveText(cancelled);
  await expect(notice).toHaveAttribute("role", "status");
  await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();

  // A callback this browser never started (an old tab, a forged link): our words, not Auth.js's page.
  await page.goto(`${base}/api/auth/callback/google?code=made-up&state=made-up`);
  await expect(page).toHaveURL(/\/login\?error=/);
  await expect(notice).toHaveText("That sign-in could not be finished, so nothing has changed. Please try again, or log in with your email and password.");

  const logBefore = app.log().length;
  await google(page).click();
  await atProvider(page, someone.email, "Deny");
  await expect(page).toHaveURL(/\/login\?error=/);
  await expect(notice).toHaveText(cancelled);
  expect((await page.request.get(`${base}/api/user/me`)).status()).toBe(401);
  // The server says so in one calm line, not an error with its stack: the person was told already.
  const logged = app.log().slice(logBefore);
  expect(logged).toContain("[auth] google sign-in not allowed at the provider (access_denied): refused or cancelled there, nothing was changed");
  expect(logged).not.toMatch(/OAuthCallbackError|\[auth\]\[error\]|\n\s+at /);

  // Nothing was made for the refused identity: its email is still free for a password signup.
  const account = { ...newAccount("provider-refuses"), email: someone.email };
  expect((await page.request.post(`${base}/api/user/signup`, { data: { ...account, confirmPassword: account.password } })).status()).toBe(201);

  // Connecting from the profile and refusing at the provider (signed in there already, so only
  // its consent page asks) comes back to the profile, not to a login page the person cannot see.
  await page.goto(`${base}/profile`);
  await connected(page).getByRole("button", { name: "Connect Google" }).click();
  await expect(page.getByRole("heading", { name: "Journey to Peace would like your name and email address" })).toBeVisible();
  await page.getByRole("button", { name: "Deny" }).click();
  await expect(page).toHaveURL(`${base}/profile?connect=cancelled`);
  await expect(page.getByTestId("connect-notice")).toHaveText("Connecting was cancelled, so nothing has changed. You can try again at any time.");
  await expect(connected(page).getByText("Not connected", { exact: true })).toBeVisible();
});

test("under npm start a provider is told the public origin for its callback, never the server's own hostname", async () => {
  test.setTimeout(150_000);
  // A deployment behind its own domain: Next names the request's origin after the server's hostname
  // (localhost), so without APP_URL reaching Auth.js, Google would be sent back to localhost.
  const deployed = await startOwnServer({ ...idp.appEnv, APP_URL: "https://peace.example.com" });
  try {
    const answer = await request(deployed.port, "GET", "/api/auth/providers", { headers: { host: "peace.example.com" } });
    expect(answer.status).toBe(200);
    const { google: provider } = JSON.parse(answer.body) as { google: { callbackUrl: string } };
    expect(provider.callbackUrl).toBe("https://peace.example.com/api/auth/callback/google");
  } finally {
    await deployed.stop();
  }
});
