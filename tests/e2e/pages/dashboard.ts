import { expect, type Locator, type Page } from "@playwright/test";
import { createPerson, type Account } from "../support/people";
import { seen } from "../support/streaming";

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

  /** A part of the tab by its test id, the copy a person sees (see seen). */
  part(testId: string) {
    return seen(this.page, testId);
  }

  dialog(name: string | RegExp) {
    return this.page.getByRole("dialog", { name });
  }

  /** The phone drawer (opened first when the menu is hidden), or the desktop side menu. */
  async menu() {
    const drawer = this.dialog("Dashboard menu");
    if (await drawer.isVisible()) return drawer;
    if (await this.page.getByRole("button", { name: "Menu", exact: true }).isVisible()) return this.openDrawer();
    return this.page.getByRole("complementary", { name: "Dashboard menu" });
  }

  /**
   * Opens the phone drawer with its Menu button. A press before the dashboard has hydrated opens
   * /menu, the menu as a page (tests/e2e/no-javascript.spec.ts), so the test comes back and presses again.
   */
  async openDrawer() {
    const drawer = this.dialog("Dashboard menu");
    await expect(async () => {
      if (new URL(this.page.url()).pathname === "/menu") await this.page.goBack();
      if (!(await drawer.isVisible())) await this.page.getByRole("button", { name: "Menu", exact: true }).click();
      await expect(drawer).toBeVisible({ timeout: 2_000 });
    }).toPass();
    return drawer;
  }

  async openUtility(name: "Journal" | "Element" | "Mood Checker") {
    if (name === "Journal") return (await this.menu()).getByRole("button", { name, exact: true }).click();
    await this.openByLink(async () => (await this.menu()).getByRole("link", { name, exact: true }), name === "Element" ? "Element Swap" : "Daily Mood Checker");
  }

  /**
   * Opens a dialog from its opener, a link to the dialog's own page. A press before the dashboard
   * has hydrated follows the link (tests/e2e/no-javascript-daily.spec.ts), so the test comes back
   * and presses again, as a person would.
   */
  async openByLink(link: () => Promise<Locator> | Locator, dialogName: string, press: (link: Locator) => Promise<void> = (l) => l.click()) {
    const here = this.page.url();
    const dialog = this.dialog(dialogName);
    await expect(async () => {
      if (this.page.url() !== here) await this.page.goto(here);
      if (!(await dialog.isVisible())) await press(await link());
      await expect(dialog).toBeVisible({ timeout: 2_000 });
    }).toPass();
    return dialog;
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
