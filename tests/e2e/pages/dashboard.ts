import { expect, type Page } from "@playwright/test";
import { createPerson, type Account } from "../support/people";

/** A new signed-in person with a report (the onboarding answered), for a test that changes what it is given. */
export function signedInWithReport(page: Page, label: string): Promise<Account> {
  return createPerson(page.request, label, { results: ["onboarding"] });
}

export class Dashboard {
  constructor(private readonly page: Page) {}

  async goto(query = "") {
    await this.page.goto(`/dashboard${query}`);
    await expect(this.page.getByRole("heading", { level: 1, name: /Welcome/ })).toBeVisible();
  }

  dialog(name: string | RegExp) {
    return this.page.getByRole("dialog", { name });
  }

  /** The phone drawer (opened first when the menu is hidden), or the desktop side menu. */
  async menu() {
    const trigger = this.page.getByRole("button", { name: "Menu", exact: true });
    if (await trigger.isVisible()) {
      await trigger.click();
      return this.dialog("Dashboard menu");
    }
    return this.page.getByRole("complementary", { name: "Dashboard menu" });
  }

  async openUtility(name: "Journal" | "Element" | "Mood Checker") {
    await (await this.menu()).getByRole("button", { name, exact: true }).click();
  }

  async chooseElement(label: string) {
    const dialog = this.dialog("Element Swap");
    for (let i = 0; i < 5; i++) {
      if (await dialog.getByTestId("element-card").getByText(label, { exact: true }).isVisible()) break;
      await dialog.getByRole("button", { name: "Next element" }).click();
    }
    await dialog.getByTestId("element-card").click();
  }
}
