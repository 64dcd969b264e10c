import type { Page } from "@playwright/test";
import { expect, newAccount, test } from "./fixtures";
import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations } from "./support/a11y";

// English and Hindi, the person's choice (docs/decisions/0048-locales.md): a visitor's in a cookie,
// a signed-in person's on the account. Playwright's browser asks for en-US, so English comes first.

test.use({ viewport: { width: 390, height: 844 } });

const html = (page: Page) => page.locator("html");
const languageSwitch = (page: Page) => page.getByTestId("language-switch");

/** Presses one of the footer's language buttons and waits for the page drawn in that language. */
async function switchTo(page: Page, language: "English" | "हिन्दी", lang: "en" | "hi") {
  await languageSwitch(page).getByRole("button", { name: language }).click();
  await expect(html(page)).toHaveAttribute("lang", lang);
  await expect(languageSwitch(page).getByRole("button", { name: language })).toHaveAttribute("aria-current", "true");
}

test("a visitor reads the app in Hindi, signs up in it, keeps it on the account and goes back to English", async ({ page, context }) => {
  const account = newAccount("hindi");

  await page.goto("/");
  await expect(html(page)).toHaveAttribute("lang", "en");
  await expect(page.getByRole("button", { name: "Skip for now" })).toBeVisible();

  await switchTo(page, "हिन्दी", "hi");
  // Still the landing page: URLs carry no locale.
  await expect(page).toHaveURL(/\/$/);
  const header = page.locator("header").first();
  await expect(header.getByRole("link", { name: "साइन अप" })).toBeVisible();
  await expect(header.getByRole("link", { name: "लॉग इन" })).toBeVisible();
  await expect(page.getByRole("button", { name: "अभी छोड़िए" })).toBeVisible();
  // The questions too, from content/hi/visitor-onboarding.ts, with the same answers behind them.
  await expect(page.getByRole("heading", { level: 1, name: "आपके जीवन में किस चीज़ को संतुलन की ज़रूरत है?" })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "मेरी नींद" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "फ़ुटर" }).getByRole("link", { name: "सहायता" })).toHaveAttribute("href", "/help");
  expect((await context.cookies()).find((c) => c.name === "locale")?.value).toBe("hi");
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalOverflow(page);

  await header.getByRole("link", { name: "साइन अप" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "अपना खाता बनाइए" })).toBeVisible();
  await expect(page).toHaveTitle(/साइन अप/);
  // A rule's message, in Hindi, once its field is left empty.
  await page.getByLabel("पहला नाम").focus();
  await page.getByLabel("उपनाम").focus();
  await expect(page.getByText("पहला नाम लिखना ज़रूरी है")).toBeVisible();
  await page.getByLabel("पहला नाम").fill(account.firstName);
  await page.getByLabel("उपनाम").fill(account.lastName);
  await page.getByLabel("ईमेल").fill(account.email);
  await page.getByLabel("पासवर्ड", { exact: true }).fill("short");
  await page.getByLabel("पासवर्ड दोबारा लिखिए", { exact: true }).focus();
  await expect(page.getByText("कम से कम 6 अक्षर होने चाहिए")).toBeVisible();
  await page.getByLabel("पासवर्ड", { exact: true }).fill(account.password);
  await page.getByLabel("पासवर्ड दोबारा लिखिए", { exact: true }).fill(account.password);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "खाता बनाइए" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(html(page)).toHaveAttribute("lang", "hi");

  // The locale is the account's now: without the cookie, after logout and login, it is still Hindi.
  const logout = await page.request.post("/api/user/auth/logout");
  expect(logout.ok()).toBe(true);
  await context.clearCookies({ name: "locale" });
  await page.goto("/login");
  await expect(html(page)).toHaveAttribute("lang", "en");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto("/help");
  await expect(html(page)).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { level: 1, name: "अभी सहायता पाइए" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // A page that waits for the report says why in Hindi (content/hi/report-first.ts), with what is open meanwhile.
  await page.goto("/garden");
  await expect(page.getByRole("heading", { level: 1, name: "यह हिस्सा आपकी रिपोर्ट के साथ खुलता है" })).toBeVisible();
  await expect(page.getByRole("link", { name: "सवाल जारी रखें" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Back to English from /profile's own switch, saved on the account too: a fresh cookie jar still reads English.
  await page.goto("/profile");
  const name = `${account.firstName} ${account.lastName}`;
  await expect(page.getByRole("heading", { level: 1, name: `${name} की प्रोफ़ाइल` })).toBeVisible();
  const section = page.getByTestId("language-section");
  await expect(section.getByRole("heading", { name: "भाषा" })).toBeVisible();
  await section.getByRole("button", { name: "English" }).click();
  await expect(html(page)).toHaveAttribute("lang", "en");
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("heading", { level: 1, name: `${name}'s Profile` })).toBeVisible();
  await expect(section.getByRole("button", { name: "English" })).toHaveAttribute("aria-current", "true");
  await context.clearCookies({ name: "locale" });
  await page.goto("/help");
  await expect(html(page)).toHaveAttribute("lang", "en");
});

test("a browser that asks for Hindi first is answered in Hindi until it chooses otherwise", async ({ browser }) => {
  const context = await browser.newContext({ locale: "hi-IN", viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto("/login");
  await expect(html(page)).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { level: 1, name: "फिर से स्वागत है" })).toBeVisible();
  await expect(page.getByRole("button", { name: "लॉग इन कीजिए" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await switchTo(page, "English", "en");
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();
  await context.close();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the language switch is a form post that comes back to the same page", async ({ page }) => {
    await page.goto("/help");
    await expect(html(page)).toHaveAttribute("lang", "en");
    await languageSwitch(page).getByRole("button", { name: "हिन्दी" }).click();
    await expect(page).toHaveURL(/\/help$/);
    await expect(html(page)).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("heading", { level: 1, name: "अभी सहायता पाइए" })).toBeVisible();
  });
});

test("an English page asks for no Devanagari font; a Hindi page does", async ({ page }) => {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(request.url());
  });
  await page.goto("/help");
  await page.evaluate(() => document.fonts.ready);
  expect(fonts.filter((url) => /devanagari/i.test(url))).toEqual([]);
  await switchTo(page, "हिन्दी", "hi");
  await page.evaluate(() => document.fonts.ready);
  await expect.poll(() => fonts.filter((url) => /devanagari/i.test(url)).length).toBeGreaterThan(0);
});
