import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Opens a dialog whose opener is a link to the form's own page (Edit Profile, Delete account): the
 * dialog loads on first use. A press before hydration follows the link to that page
 * (tests/e2e/no-javascript*.spec.ts), so the test goes back and presses again.
 */
export async function openDialogLink(
  page: Page,
  { link, dialog, path }: { link: string; dialog: string; path: string },
  press: (link: Locator) => Promise<void> = (opener) => opener.click(),
) {
  const opened = page.getByRole("dialog", { name: dialog });
  const opener = page.getByRole("link", { name: link });
  await expect(async () => {
    if (new URL(page.url()).pathname === path) await page.goBack();
    if (!(await opened.isVisible())) await press(opener);
    await expect(opened).toBeVisible({ timeout: 2_000 });
  }).toPass();
  return opened;
}
