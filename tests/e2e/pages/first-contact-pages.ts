import { expect, type Page } from "@playwright/test";

/** The visitor's onboarding on / and /onboarding. */
export class VisitorOnboardingPage {
  constructor(private readonly page: Page) {}

  heading() {
    return this.page.getByRole("heading", { level: 1 });
  }

  async pickAreas(...labels: string[]) {
    await expect(this.page.getByRole("heading", { name: "Which area needs balancing in your life?" })).toBeVisible();
    for (const label of labels) await this.page.getByRole("checkbox", { name: label }).check();
  }

  button(name: string) {
    return this.page.getByRole("button", { name, exact: true });
  }

  option(label: string) {
    return this.page.getByRole("radio", { name: label });
  }

  async answer(label: string, then: "Next" | "Continue") {
    await this.option(label).click();
    await this.button(then).click();
  }
}

/** The greeting a signed-in person without a report meets on /. */
export class GreetingPage {
  constructor(private readonly page: Page) {}

  /** Presses a step's button, and waits until it has gone with its step: each step's button has a name of its own. */
  async press(name: string | RegExp) {
    const button = this.page.getByRole("button", { name });
    await button.click();
    await expect(button).toBeHidden();
  }

  /** The step's button has finished fading in: what a person reads, and what axe should scan. */
  async actionArrived() {
    await expect(this.page.getByTestId("greeting").locator("[data-phase]")).toHaveAttribute("data-phase", "arrived");
  }
}
