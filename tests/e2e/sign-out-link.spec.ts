import type { Page } from "@playwright/test";
import { expect, newAccount, signupViaApi, test } from "./fixtures";
import { sessionCookie } from "./pages/auth-pages";

/** Opens a page on another site (answered here, without the network) holding one link into the app. */
async function linkFromElsewhere(page: Page, href: string) {
  await page.context().route(
    (url) => url.hostname === "evil.example",
    (route) => route.fulfill({ status: 200, contentType: "text/html", body: `<a href="${href}">Read this</a>` }),
  );
  await page.goto("http://evil.example/");
  await page.getByRole("link", { name: "Read this" }).click();
}

test.describe("as a person without a report", () => {
  test.use({ role: "newcomer" });

  test("a link on another site to clear-session does not sign the visitor out", async ({ page, baseURL }) => {
    const before = await sessionCookie(page);
    expect(before).toBeDefined();

    await linkFromElsewhere(page, `${baseURL}/api/user/auth/clear-session?next=%2Fprofile`);
    await expect(page).toHaveURL(`${baseURL}/profile`);
    await expect(page.getByRole("link", { name: "Delete account" })).toBeVisible();
    expect((await sessionCookie(page))?.value).toBe(before!.value);
  });
});

test("arriving from another site with a session that ended elsewhere: one click clears it, no loop", async ({ page, baseURL }) => {
  const account = newAccount("link-stale");
  await signupViaApi(page.request, account);
  const ended = (await sessionCookie(page))!;
  // Signed out elsewhere: every session of the account is revoked, then the old cookie comes back.
  const logout = await page.request.post("/api/user/auth/logout");
  expect(logout.status()).toBe(200);
  await page.context().addCookies([ended]);

  await linkFromElsewhere(page, `${baseURL}/report`);
  await expect(page.getByRole("heading", { name: "Your earlier session has ended" })).toBeVisible();
  expect((await sessionCookie(page))?.value).toBe(ended.value);
  // Its own style applies under the policy proxy.ts sets on /api answers: the app's calm accent.
  await expect(page.getByRole("button", { name: "Continue" })).toHaveCSS("background-color", "rgb(63, 116, 102)");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(`${baseURL}/login?callbackUrl=%2Freport&ended=1`);
  await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
  expect(await sessionCookie(page)).toBeUndefined();
});
