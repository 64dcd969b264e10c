import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { Dashboard } from "./pages/dashboard";
import { expectNoHorizontalOverflow } from "./support/a11y";

/** Text twice its size, as a text-only zoom does it: rem grows, px and media queries stay put. */
async function doubleTheText(page: Page) {
  await page.addStyleTag({ content: "html { font-size: 200% !important; }" });
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe("32px");
}

test.use({ role: "reported" });

test("at 200% text size in a 640 px window the dashboard, its quote bar and the footer stay on the page", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 640, height: 800 });
  const dashboard = new Dashboard(page);
  await dashboard.goto();
  await doubleTheText(page);
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: testInfo.outputPath("dashboard-640-200pct.png") });
  for (const path of ["/report", "/about"]) {
    await page.goto(path);
    await doubleTheText(page);
    await expectNoHorizontalOverflow(page);
  }
});
