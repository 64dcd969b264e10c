import { expect, newAccount, signupViaApi, test } from "./fixtures";
import { sessionCookie } from "./pages/auth-pages";

// What the server draws that a script later takes over: the greeting's buttons, the phone menu
// and the 404 page work before the page's script has run, or without it
// (docs/decisions/0040-one-way-to-write-a-form.md).
test.use({ javaScriptEnabled: false });

test("the greeting without JavaScript: each button, drawn by the server, opens the next step, and the last the questions", async ({ page }) => {
  await signupViaApi(page.request, newAccount("nojs-greeting"));
  await page.goto("/");
  await page.getByRole("button", { name: "Begin with Shanti" }).click();
  await expect(page).toHaveURL(/\/\?greeting=1$/);
  await expect(page.getByRole("heading", { name: "Meet Shanti" })).toBeVisible();
  // Nothing types itself out without a script: Shanti's words are there whole (app/layout.tsx's noscript).
  await expect(page.locator("[data-typed-rest]")).toBeVisible();
  await expect(page.locator("[data-typed-rest]")).toContainText("I'm Shanti");
  // No voice without a script, so no button to mute it.
  await expect(page.getByRole("button", { name: "Mute voice" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Begin with Shanti" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Skip the introduction" })).toBeVisible();

  // No timer runs without a script: each step's button is there at once.
  await page.getByRole("button", { name: "Let's Begin" }).click();
  await expect(page).toHaveURL(/\/\?greeting=2$/);
  await expect(page.getByRole("heading", { name: "Your privacy and comfort" })).toBeVisible();
  await expect(page.getByTestId("greeting-privacy")).toContainText("export or delete them at any time");
  await page.getByRole("button", { name: "I confirm" }).click();
  await expect(page).toHaveURL(/\/\?greeting=3$/);
  await expect(page.getByRole("heading", { name: "A few gentle questions" })).toBeVisible();
  await page.getByRole("button", { name: /Continue/ }).click();
  await expect(page).toHaveURL(/\/questions\/onboarding/);
  // Finished, it is kept on the account: / does not greet again, and leads on to the intro.
  await page.goto("/");
  await expect(page).toHaveURL(/\/intro$/);
  await page.goto("/?greeting=2");
  await expect(page).toHaveURL(/\/intro$/);
});

test("the greeting skipped without JavaScript is not shown again", async ({ page }) => {
  await signupViaApi(page.request, newAccount("nojs-greeting-skip"));
  await page.goto("/");
  await page.getByRole("button", { name: "Skip the introduction" }).click();
  await expect(page).toHaveURL(/\/intro$/);
  await page.goto("/");
  await expect(page).toHaveURL(/\/intro$/);
  await expect(page.getByRole("heading", { name: "Welcome to Journey to Peace" })).toHaveCount(0);
});

test("the phone menu without JavaScript: its button opens the menu as a page, marking the page it was opened on", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/about");
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page).toHaveURL(/\/menu\?from=%2Fabout$/);
  await expect(page.getByRole("heading", { name: "Menu", level: 1 })).toBeVisible();
  const menu = page.getByRole("navigation", { name: "Mobile" });
  await expect(menu.getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
  await expect(menu.getByRole("link", { name: "Reflection" })).not.toHaveAttribute("aria-current");
  await expect(menu.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/signup");
  await page.screenshot({ path: testInfo.outputPath("menu-390.png"), fullPage: true });

  // Signed in, it offers the profile and a logout that works as a plain form.
  await signupViaApi(page.request, newAccount("nojs-menu"));
  await page.goto("/menu?from=%2Fprofile");
  await expect(menu.getByRole("link", { name: "Profile" })).toHaveAttribute("aria-current", "page");
  await menu.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await sessionCookie(page)).toBeUndefined();
});

test("an unknown address without JavaScript: the 404 page is drawn by the server, with its way home", async ({ page }) => {
  const response = await page.goto("/no/such/path");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "You've wandered off the path" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Peace" })).toHaveAttribute("href", "/");
});
