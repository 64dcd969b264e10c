import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Presses an opener that draws a form or a confirmation in place once the page has hydrated, until
 * `shown` is there. The opener is a link to the form's own page (docs/decisions/0040-one-way-to-write-a-form.md),
 * so a press before hydration follows it (tests/e2e/no-javascript-journal.spec.ts): the test goes back and presses again.
 */
export async function pressInPlace(page: Page, opener: Locator, shown: Locator) {
  const here = page.url();
  await expect(async () => {
    if (page.url() !== here) await page.goBack();
    if (!(await shown.isVisible())) await opener.click();
    await expect(shown).toBeVisible({ timeout: 2_000 });
  }).toPass();
}
