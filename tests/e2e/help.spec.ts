import type { Page } from "@playwright/test";
import { createPerson, expect, test } from "./fixtures";
import { ALL_RESULTS } from "./support/people";
import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations } from "./support/a11y";

// Help lines where the person lives, one tap away (docs/decisions/0041-crisis-words-and-local-help-lines.md).

const SHOTS = process.env.HELP_SHOTS_DIR;
const OTHERS = "Help lines in other countries";

/** The help page's list, once its script has chosen a region. */
async function helpList(page: Page, region: string) {
  const lines = page.getByTestId("help-lines");
  await expect(lines).toHaveAttribute("data-region", region);
  return lines;
}

test.describe("the help page, signed out", () => {
  test.describe("in India", () => {
    test.use({ timezoneId: "Asia/Kolkata", viewport: { width: 390, height: 844 } });

    test("puts Tele-MANAS and 112 first as tel: links, and the other countries one tap away", async ({ page }) => {
      await page.goto("/help");
      await expect(page.getByRole("heading", { level: 1, name: "Get help now" })).toBeVisible();
      const lines = await helpList(page, "in");
      await expect(lines.getByRole("link").first()).toHaveAttribute("href", "tel:14416");
      await expect(lines.getByRole("link", { name: "1-800-891-4416" })).toHaveAttribute("href", "tel:18008914416");
      await expect(lines.getByRole("link", { name: "112", exact: true })).toHaveAttribute("href", "tel:112");
      await expect(lines.getByRole("link", { name: /findahelpline\.com/ })).toBeVisible();
      await expect(lines.getByRole("link", { name: "988" })).toBeHidden();
      await lines.getByText(OTHERS).click();
      await expect(lines.getByRole("link", { name: "988" })).toHaveAttribute("href", "tel:988");
      await expect(lines.getByRole("link", { name: "116 123" })).toHaveAttribute("href", "tel:116123");
      await expectNoSeriousA11yViolations(page);
      await expectNoHorizontalOverflow(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/help-india-390.png`, fullPage: true });
    });

    test("is one tap away in the phone menu and the footer", async ({ page }) => {
      await page.goto("/about");
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Get help" }).click();
      await expect(page).toHaveURL(/\/help$/);
      await expect(page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Get help" })).toHaveAttribute("href", "/help");
    });
  });

  test.describe("in the US", () => {
    test.use({ timezoneId: "America/Los_Angeles", viewport: { width: 1280, height: 900 } });

    test("puts 988 first, and the header links the page", async ({ page }) => {
      await page.goto("/");
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Get help" }).click();
      const lines = await helpList(page, "us");
      await expect(lines.getByRole("link").first()).toHaveAttribute("href", "tel:988");
      await expect(lines.getByRole("link", { name: "14416" })).toBeHidden();
      await expectNoSeriousA11yViolations(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/help-us-1280.png`, fullPage: true });
    });
  });

  test.describe("at the narrowest width with the full header", () => {
    test.use({ viewport: { width: 768, height: 900 } });

    test("the header's links, Get help among them, stay on the page", async ({ page }) => {
      await page.goto("/help");
      await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Get help" })).toBeVisible();
      await expectNoHorizontalOverflow(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/help-768.png` });
    });
  });

  for (const [timezoneId, region, first] of [
    ["Europe/London", "uk", "tel:116123"],
    ["Europe/Paris", "other", "https://findahelpline.com"],
  ] as const) {
    test.describe(`in ${timezoneId}`, () => {
      test.use({ timezoneId });

      test(`puts ${first} first`, async ({ page }) => {
        await page.goto("/help");
        await expect((await helpList(page, region)).getByRole("link").first()).toHaveAttribute("href", first);
      });
    });
  }

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false, timezoneId: "Asia/Kolkata" });

    test("shows every country's lines open, each number dialable", async ({ page }) => {
      await page.goto("/help");
      const lines = page.getByTestId("help-lines");
      for (const tel of ["14416", "18008914416", "112", "988", "116123"]) await expect(lines.locator(`a[href="tel:${tel}"]`).first()).toBeVisible();
    });
  });
});

test.describe("the help page, signed in", () => {
  test.use({ timezoneId: "America/New_York" });

  test("without a report, the saved zone (India) comes before the browser's (New York)", async ({ page }) => {
    await createPerson(page.request, "help-saved-zone", { timeZone: "Asia/Kolkata" });
    await page.goto("/help");
    await expect(page.getByRole("link", { name: /your profile/ })).toBeVisible();
    await expect((await helpList(page, "in")).getByRole("link").first()).toHaveAttribute("href", "tel:14416");
  });

  test("with a report, and GAD-7's result shows the same list in words that fit it", async ({ page }) => {
    await createPerson(page.request, "help-reported", { results: ALL_RESULTS, timeZone: "America/Chicago" });
    await page.goto("/help");
    await expect((await helpList(page, "us")).getByRole("link").first()).toHaveAttribute("href", "tel:988");
    await page.goto("/report");
    const gad7 = page.getByTestId("result-gad7").getByTestId("gad7-help");
    await expect(gad7).toContainText("whatever your score");
    await expect(gad7).toHaveAttribute("data-region", "us");
    await expect(gad7.getByRole("link").first()).toHaveAttribute("href", "tel:988");
  });
});

test.describe("words of crisis typed to the companion", () => {
  const SENTENCE = "I feel like jumping off my building tonight";

  for (const [where, timezoneId, first] of [
    ["in", "Asia/Kolkata", "tel:14416"],
    ["us", "America/Los_Angeles", "tel:988"],
  ] as const) {
    for (const width of [390, 1280]) {
      test.describe(`in ${timezoneId} at ${width} px`, () => {
        test.use({ timezoneId, viewport: { width, height: 900 } });

        test("bring that region's help lines first, in the companion's words", async ({ page }) => {
          await createPerson(page.request, `crisis-${where}`, { results: ALL_RESULTS, timeZone: timezoneId });
          await page.goto("/companion");
          await page.getByLabel("Reply to Shanti").fill(SENTENCE);
          await page.getByRole("button", { name: "Send", exact: true }).click();
          const help = page.getByTestId("companion-help-lines");
          await expect(help.getByTestId("help-lines")).toHaveAttribute("data-region", where);
          await expect(help.getByRole("link").first()).toHaveAttribute("href", first);
          await expect(help).not.toContainText("whatever your score");
          await expect(page.getByTestId("message-companion").last()).toContainText("help lines");
          await expect(page.getByTestId("companion-offer")).toHaveCount(0);
          await expectNoSeriousA11yViolations(page);
          if (SHOTS) await page.getByTestId("companion-conversation").screenshot({ path: `${SHOTS}/companion-crisis-${where}-${width}.png` });
        });
      });
    }
  }
});
