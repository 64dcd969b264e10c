import { expect, test } from "./fixtures";

// The e2e server sets TEST_ERROR_ROUTES=1, which makes /test-error-<group> throw inside that
// route group; without the flag those paths are 404s.
const GROUPS = [
  { group: "app", path: "/test-error-app" },
  { group: "journey", path: "/test-error-journey" },
  { group: "auth", path: "/test-error-auth" },
];

test.use({ role: "newcomer" });

for (const { group, path } of GROUPS) {
  test(`the (${group}) group shows a calm error with a retry and a way back`, async ({ page }) => {
    await page.goto(path);

    const alert = page.getByRole("alert");
    await expect(alert.getByRole("heading", { name: "Something didn't load" })).toBeVisible();
    await expect(page.getByRole("heading", { name: /application error/i })).toHaveCount(0);

    // Retry asks the server again; this page fails every time, so the calm view comes back.
    await alert.getByRole("button", { name: "Try again" }).click();
    await expect(alert.getByRole("heading", { name: "Something didn't load" })).toBeVisible();

    await alert.getByRole("link", { name: "Return to Peace" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: "Something didn't load" })).toHaveCount(0);
  });
}
