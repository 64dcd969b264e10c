import { expect, type Page } from "@playwright/test";
import { newAccount, signupViaApi, type Account } from "../support/people";

export class SignupPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto("/signup");
    await expect(this.page.getByRole("heading", { name: "Create your account" })).toBeVisible();
  }

  async fill(account: Account, confirm = account.password) {
    await this.page.getByLabel("First name").fill(account.firstName);
    await this.page.getByLabel("Last name").fill(account.lastName);
    await this.page.getByLabel("Email").fill(account.email);
    await this.page.getByLabel("Password", { exact: true }).fill(account.password);
    await this.page.getByLabel("Confirm password", { exact: true }).fill(confirm);
  }

  submit() {
    return this.page.getByRole("button", { name: "Sign Up" }).click();
  }
}

export class LoginPage {
  constructor(private readonly page: Page) {}

  async goto(query = "") {
    await this.page.goto(`/login${query}`);
    await expect(this.page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
  }

  async login(email: string, password: string, rememberMe = false) {
    await this.page.getByLabel("Email").fill(email);
    await this.page.getByLabel("Password", { exact: true }).fill(password);
    if (rememberMe) await this.page.getByLabel("Remember me").check();
    await this.page.getByRole("button", { name: "Log In" }).click();
  }

  status() {
    return this.page.getByRole("status").filter({ hasText: /./ }).first();
  }

  /** Logs in with a wrong password and waits for the refusal on the form. */
  async loginRefused(email: string, password = "not-the-password") {
    await this.login(email, password);
    await expect(this.status()).toHaveText("Invalid email or password.");
  }
}

/** A new person with an account (made through the API), signed out, on the login page (`query` after /login). */
export async function signedOutAtLogin(page: Page, label: string, query = ""): Promise<{ account: Account; login: LoginPage }> {
  const account = newAccount(label);
  await signupViaApi(page.request, account);
  await page.context().clearCookies();
  const login = new LoginPage(page);
  await login.goto(query);
  return { account, login };
}

/** The session cookie the browser holds, if any. */
export async function sessionCookie(page: Page) {
  const cookies = await page.context().cookies();
  return cookies.find((c) => c.name.endsWith("authjs.session-token"));
}
