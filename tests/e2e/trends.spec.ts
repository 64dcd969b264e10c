import type { Page } from "@playwright/test";
import { validAnswers } from "../support/valid-answers";
import { expect, test } from "./fixtures";
import { Dashboard, signedInWithReport } from "./pages/dashboard";
import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations } from "./support/a11y";
import { seen } from "./support/streaming";

const VIEWPORTS = [
  { name: "desktop", viewport: { width: 1280, height: 900 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
] as const;

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** The date as the app writes it ("23 Nov 2026") for these people: their browser, like every e2e browser unless a spec says otherwise, is in UTC (playwright.config.ts). */
const shownDate = (d: Date) => `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;

/** Waits for the page's `count` charts (they stream in), scrolls each into view and waits until it has drawn its SVG. */
async function drawAllCharts(page: Page, count: number) {
  const charts = seen(page, "trend-chart");
  await expect(charts).toHaveCount(count);
  for (let i = 0; i < count; i++) {
    const chart = charts.nth(i);
    await chart.scrollIntoViewIfNeeded();
    await expect(chart).toHaveAttribute("data-loaded", "true");
    await expect(chart.locator("svg.recharts-surface").first()).toBeVisible();
  }
}

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`trends on ${name}`, () => {
    test.use({ viewport });

    test("a retaken GAD-7 shows both results on its trend; a single result invites a retake", async ({ page }, testInfo) => {
      await signedInWithReport(page, `trends-${name}`);
      const items = Object.keys(validAnswers().gad7.values);
      for (const value of [1, 2]) {
        const values = Object.fromEntries(items.map((id) => [id, value]));
        const saved = await page.request.post("/api/user/questionnaires", { data: { kind: "gad7", answers: { values } } });
        expect(saved.status()).toBe(201);
      }

      // Four more assessments taken twice, with other answers the second time, so every kind of chart is drawn.
      const first = validAnswers();
      const second = {
        prakriti: { rows: first.prakriti.rows.map(() => ["k"]) },
        vikriti: { rows: first.vikriti.rows.map((_, i) => (i < 8 ? "Pitta" : null)) },
        ama: { values: Object.fromEntries(Object.keys(first.ama.values).map((id, i) => [id, i % 3])) },
        guna: { sattva: 5, rajas: 8, tamas: 2 },
      };
      for (const kind of ["prakriti", "vikriti", "ama", "guna"] as const) {
        for (const answers of [first[kind], second[kind]]) {
          expect((await page.request.post("/api/user/questionnaires", { data: { kind, answers } })).status()).toBe(201);
        }
      }

      await page.goto("/report");
      await expect(page.getByRole("heading", { name: "How you have changed" })).toBeVisible();
      const gad7 = seen(page, "trend-gad7");
      await expect(gad7.getByRole("heading", { name: "GAD-7 over time" })).toBeVisible();
      await expect(gad7).toContainText("Latest: 14 of 21, in the moderate band.");

      // The table view lists both dates and totals, oldest first.
      const table = gad7.getByRole("table");
      await expect(table).toBeHidden();
      await gad7.getByText("Show as table").click();
      await expect(table).toBeVisible();
      const today = shownDate(new Date());
      const rows = table.locator("tbody tr");
      await expect(rows).toHaveCount(2);
      await expect(rows.nth(0)).toHaveText(new RegExp(`${today}\\s*7 of 21\\s*Mild`));
      await expect(rows.nth(1)).toHaveText(new RegExp(`${today}\\s*14 of 21\\s*Moderate`));

      // Onboarding was taken once: no chart, a warm invitation instead.
      const body = seen(page, "trend-onboarding");
      await expect(body.getByTestId("trend-empty")).toContainText("Take it again in a little while");
      await expect(body.getByTestId("trend-chart")).toHaveCount(0);
      // Never taken: no trend at all.
      await expect(page.getByTestId("trend-life")).toHaveCount(0);

      await drawAllCharts(page, 5);
      // The chart drew both GAD-7 points.
      await expect(gad7.locator(".recharts-line-dot")).toHaveCount(2);
      await page.screenshot({ path: testInfo.outputPath(`report-${name}.png`), fullPage: true });
      await seen(page, "report-trends").screenshot({ path: testInfo.outputPath(`report-trends-${name}.png`) });
      await expectNoSeriousA11yViolations(page);
      await expectNoHorizontalOverflow(page);
    });

    test("with reduced motion the lines are drawn whole at once, never traced in", async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await signedInWithReport(page, `trends-still-${name}`);
      for (const value of [0, 3]) {
        const values = Object.fromEntries(Object.keys(validAnswers().gad7.values).map((id) => [id, value]));
        expect((await page.request.post("/api/user/questionnaires", { data: { kind: "gad7", answers: { values } } })).status()).toBe(201);
      }
      await page.goto("/report");
      await drawAllCharts(page, 1);
      // Recharts traces a line in by growing its stroke-dasharray; a still line has none.
      const curve = seen(page, "trend-gad7").locator("path.recharts-line-curve");
      await expect(curve).toBeVisible();
      expect(await curve.getAttribute("stroke-dasharray")).toBeNull();
    });

    test("the Mood tab shows the element chosen today on its 30-day chart and table", async ({ page }, testInfo) => {
      await signedInWithReport(page, `mood-trends-${name}`);
      const dashboard = new Dashboard(page);
      await dashboard.goto("?tab=mood");
      const elements = dashboard.part("trend-elements");
      await expect(elements.getByTestId("trend-empty")).toContainText("No element chosen");

      await dashboard.openUtility("Element");
      await dashboard.chooseElement("Agni");
      const prompt = dashboard.dialog("Would you like to reflect on this feeling?");
      await expect(prompt).toBeVisible();
      await prompt.getByRole("button", { name: "Skip" }).click();
      await expect(prompt).toBeHidden();

      await dashboard.goto("?tab=mood");
      await elements.getByText("Show as table").click();
      const rows = elements.getByRole("table").locator("tbody tr");
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toHaveText(new RegExp(`${shownDate(new Date())}\\s*Agni`));
      await drawAllCharts(page, 1);
      await expect(elements.locator(".recharts-scatter-symbol")).toHaveCount(1);
      // One mood check or none: the gunas wait for a second day.
      await expect(seen(page, "trend-mood-gunas").getByTestId("trend-empty")).toBeVisible();

      await seen(page, "mood-trends").screenshot({ path: testInfo.outputPath(`mood-trends-${name}.png`) });
      await expectNoSeriousA11yViolations(page);
      await expectNoHorizontalOverflow(page);
    });
  });
}
