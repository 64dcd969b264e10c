import { expect, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";

/** The 'Two-step sign-in' section of /profile. */
export class TwoStepSection {
  constructor(private readonly page: Page) {}

  get region() {
    return this.page.getByRole("region", { name: "Two-step sign-in" });
  }

  async open() {
    await this.page.goto("/profile");
    await expect(this.region).toBeVisible();
  }

  /** Starts the app setup and reads the key shown as text, as someone typing it into an app would. */
  async startApp(): Promise<string> {
    await this.region.getByRole("button", { name: "Set up an authenticator app" }).click();
    const secret = this.region.getByTestId("totp-secret");
    await expect(secret).toBeVisible();
    return (await secret.innerText()).replace(/\s/g, "");
  }

  async turnOnApp(code: string, password: string) {
    const form = this.region.getByRole("form", { name: "Turn on the authenticator app" });
    await form.getByLabel("6-digit code from the app").fill(code);
    await form.getByLabel("Your password", { exact: true }).fill(password);
    await form.getByRole("button", { name: "Turn on" }).click();
  }

  /** The recovery codes shown once. */
  async recoveryCodes(): Promise<string[]> {
    const list = this.region.getByTestId("recovery-codes").getByRole("listitem");
    await expect(list).toHaveCount(10);
    return list.allInnerTexts();
  }
}

/** The code an authenticator app shows for `secret`, `steps` steps of 30 s from now. */
export function appCode(secret: string, steps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });
}

/** /login/verify, the second step. */
export class SecondStepPage {
  constructor(private readonly page: Page) {}

  async expectShown() {
    await expect(this.page).toHaveURL(/\/login\/verify/);
    await expect(this.page.getByRole("heading", { name: "One more step" })).toBeVisible();
  }

  async enterAppCode(code: string) {
    await this.page.getByLabel("6-digit code from your authenticator app").fill(code);
    await this.page.getByRole("button", { name: "Continue" }).click();
  }

  async enterRecoveryCode(code: string) {
    await this.page.getByRole("button", { name: "Use a recovery code instead" }).click();
    await this.page.getByLabel("Recovery code").fill(code);
    await this.page.getByRole("button", { name: "Continue" }).click();
  }
}
