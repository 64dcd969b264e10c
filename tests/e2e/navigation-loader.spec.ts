import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { Dashboard, signedInWithReport } from "./pages/dashboard";
import { pressInPlace } from "./pages/in-place";

// "Preparing your journey" shows only while a navigation is really under way. A link that opens a
// dialog or a confirmation in place starts none, so the loader must never cover what it opened.

const SHOTS = process.env.NAVIGATION_SHOTS_DIR;

/** Notes, in each new document, whether the loader is ever drawn: a glimpse between two checks counts too. */
async function watchForLoader(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { loaderSeen: boolean };
    w.loaderSeen = false;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="navigation-loader"]')) w.loaderSeen = true;
    }).observe(document, { childList: true, subtree: true });
  });
}

/**
 * Opens `shown` with `opener`, then lets a full second pass: a loader started by the press would be
 * drawn after 250 ms and stay for 15 s. The second is the point of the check, so it is waited out.
 */
async function expectOpensWithoutLoader(page: Page, open: () => Promise<unknown>, shown: Locator, name: string) {
  await open();
  await expect(shown, name).toBeVisible();
  await page.waitForTimeout(1_000);
  await expect(page.getByTestId("navigation-loader"), name).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { loaderSeen: boolean }).loaderSeen), `${name}: the loader was drawn`).toBe(false);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ reducedMotion: "reduce" });
      await watchForLoader(page);
      await signedInWithReport(page, `loader-${viewport.width}`);
    });

    test("the menu's dialogs open without the loader", async ({ page }) => {
      const dashboard = new Dashboard(page);
      for (const utility of ["Mood Checker", "Element", "Journal"] as const) {
        await dashboard.goto();
        const name = { "Mood Checker": "Daily Mood Checker", Element: "Element Swap", Journal: "Journal" }[utility];
        await expectOpensWithoutLoader(page, () => dashboard.openUtility(utility), dashboard.dialog(name), `menu: ${utility}`);
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/dialog-${utility.replace(" ", "-").toLowerCase()}-${viewport.width}.png` });
      }
    });

    test("the dialogs' other openers open them without the loader", async ({ page }) => {
      const dashboard = new Dashboard(page);
      await dashboard.goto();
      await expectOpensWithoutLoader(
        page,
        () => dashboard.openByLink(() => page.getByRole("link", { name: "Element Swap" }), "Element Swap"),
        dashboard.dialog("Element Swap"),
        "quote bar: Element Swap",
      );
      await dashboard.goto();
      const prompt = dashboard.part("mood-prompt");
      await expectOpensWithoutLoader(
        page,
        () => dashboard.openByLink(() => prompt.getByRole("link", { name: "Check in with your mood" }), "Daily Mood Checker"),
        dashboard.dialog("Daily Mood Checker"),
        "Home: Check in with your mood",
      );
      await dashboard.goto("?tab=buddy");
      await expectOpensWithoutLoader(
        page,
        () => dashboard.openByLink(() => page.getByRole("link", { name: "Daily Mood Checker" }), "Daily Mood Checker"),
        dashboard.dialog("Daily Mood Checker"),
        "Buddy: Daily Mood Checker",
      );

      // The element's choice closes its dialog and opens the reflection prompt: no page change either.
      await dashboard.goto("?tab=mood");
      await expectOpensWithoutLoader(
        page,
        async () => {
          await dashboard.openByLink(() => page.getByRole("link", { name: "Choose an element" }), "Element Swap");
          await dashboard.chooseElement("Apas");
        },
        dashboard.dialog("Would you like to reflect on this feeling?"),
        "Mood: element, then the reflection prompt",
      );
      const reflectPrompt = dashboard.dialog("Would you like to reflect on this feeling?");
      await reflectPrompt.getByLabel("Your reflection").fill(`An entry to delete ${viewport.width}`);
      await reflectPrompt.getByRole("button", { name: "Save" }).click();
      await expect(reflectPrompt).toBeHidden();
    });

    test("the journal's delete opens without the loader, and a real move to another page shows it", async ({ page }) => {
      const dashboard = new Dashboard(page);
      await page.goto("/dashboard?open=journal");
      const journal = dashboard.dialog("Journal");
      await journal.getByLabel("What is on your mind today?").fill(`An entry to delete ${viewport.width}`);
      await journal.getByRole("button", { name: "Save" }).click();
      await expect(journal).toBeHidden();

      await page.goto("/reflection");
      const entry = page.getByTestId("journal-entry").first();
      await expect(entry).toBeVisible();
      const confirm = entry.getByRole("button", { name: "Yes, delete" });
      await expectOpensWithoutLoader(page, () => pressInPlace(page, entry.getByRole("link", { name: "Delete" }), confirm), confirm, "journal: Delete");

      // A real move to another page still shows it while that page is on its way, and ends with it.
      await dashboard.goto();
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/garden**", async (route) => {
        await held;
        await route.continue();
      });
      await page.getByRole("link", { name: "Reveal My Garden" }).click();
      const loader = page.getByTestId("navigation-loader");
      await expect(loader).toBeVisible();
      release();
      await expect(page).toHaveURL(/\/garden$/);
      await expect(loader).toBeHidden();
    });
  });
}
