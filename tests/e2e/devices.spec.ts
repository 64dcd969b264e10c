import type { Browser } from "@playwright/test";
import { expect, loginViaApi, newAccount, signupViaApi, test } from "./fixtures";

const WINDOWS_FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
const MAC_CHROME = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

// The first browser, as a person's laptop would name itself.
test.use({ userAgent: MAC_CHROME });

/** A second browser (its own cookies, another User-Agent and address), as a laptop beside a phone. */
async function secondBrowser(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, userAgent: WINDOWS_FIREFOX, extraHTTPHeaders: { "x-forwarded-for": "10.251.0.7" } });
  return { context, page: await context.newPage() };
}

test("one person on two browsers: the second ends the first from /profile, whose next page is the login screen with a calm note", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const account = newAccount("devices");
  await signupViaApi(page.request, account);
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Signed-in devices" })).toBeVisible();

  const second = await secondBrowser(browser, baseURL!);
  await loginViaApi(second.page, account);
  await second.page.goto("/profile");
  const section = second.page.getByRole("region", { name: "Signed-in devices" });
  const devices = section.getByTestId("device");
  await expect(devices).toHaveCount(2);
  // This browser first, marked; the other named by its browser in words, with its own button.
  await expect(devices.first()).toContainText("Firefox on Windows");
  await expect(devices.first()).toContainText("This device");
  await expect(devices.first().getByRole("button")).toHaveCount(0);
  await expect(devices.nth(1)).toContainText("Chrome on macOS");
  await expect(devices.nth(1)).not.toContainText("This device");
  await expect(section.getByRole("button", { name: "Sign out of all other devices" })).toBeVisible();
  for (const width of [390, 1280]) {
    await second.page.setViewportSize({ width, height: 900 });
    await section.screenshot({ path: testInfo.outputPath(`signed-in-devices-${width}.png`) });
  }

  await devices
    .nth(1)
    .getByRole("button", { name: /^Sign out Chrome on macOS, last active/ })
    .click();
  await expect(section.getByRole("status")).toHaveText("That device is signed out. Its next visit goes to the login page.");
  await expect(devices).toHaveCount(1);
  await expect(section.getByRole("button", { name: "Sign out of all other devices" })).toHaveCount(0);
  const activity = second.page.getByTestId("recent-activity");
  await expect(activity).toContainText("Another device signed out from this profile");
  await expect(activity).toContainText("Account created");

  // The first browser still holds its cookie; its next page view is refused and says why, calmly.
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fprofile&ended=1$/);
  await expect(page.getByTestId("session-ended")).toHaveText("You were signed out on this device. Log in again whenever you are ready.");
  await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
  await second.context.close();
});

test("logout ends only this browser's session, and says so in Recent activity", async ({ page, browser, baseURL }) => {
  const account = newAccount("devices-logout");
  await signupViaApi(page.request, account);
  const second = await secondBrowser(browser, baseURL!);
  await loginViaApi(second.page, account);
  await second.page.goto("/profile");
  await second.page.getByRole("button", { name: "Logout" }).click();
  await expect(second.page).toHaveURL(/\/login/);

  await page.goto("/profile");
  const devices = page.getByRole("region", { name: "Signed-in devices" }).getByTestId("device");
  await expect(devices).toHaveCount(1);
  await expect(devices.first()).toContainText("This device");
  const activity = page.getByTestId("recent-activity");
  await expect(activity.getByText("Logged out", { exact: true })).toBeVisible();
  await expect(activity.getByText("Account created", { exact: true })).toBeVisible();
  await second.context.close();
});
