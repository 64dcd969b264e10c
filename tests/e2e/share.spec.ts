import { PDFParse } from "pdf-parse";
import { expect, test } from "./fixtures";
import { signedInWithReport } from "./pages/dashboard";
import { expectNoSeriousA11yViolations } from "./support/a11y";
import { validAnswers } from "../support/valid-answers";

// Issue 28: the report a person takes to a practitioner, and the patterns page.

test("a share link opens signed out in another browser, read-only and unindexed, and is gone once revoked", async ({ page, browser }, testInfo) => {
  await signedInWithReport(page, "share");
  const answers = validAnswers();
  for (const kind of ["guna", "gad7"] as const)
    expect((await page.request.post("/api/user/questionnaires", { data: { kind, answers: answers[kind] } })).status()).toBe(201);

  await page.goto("/report/share");
  await expect(page.getByRole("heading", { level: 1, name: "Take your report to a practitioner" })).toBeVisible();
  const gad7 = page.getByRole("checkbox", { name: "GAD-7 anxiety check-in" });
  await expect(gad7).not.toBeChecked();
  await expect(page.getByTestId("part-gad7")).toHaveCount(0);
  await expect(page.getByTestId("part-guna")).toContainText("Taken on");
  await expect(page.getByTestId("self-reflection-note")).toContainText("not a diagnosis");
  await expectNoSeriousA11yViolations(page);
  await page.emulateMedia({ media: "print" });
  await page.screenshot({ path: testInfo.outputPath("report-print.png"), fullPage: true });
  await page.emulateMedia({ media: "screen" });

  await page.getByRole("button", { name: "Make a link" }).click();
  const created = page.getByTestId("share-link-created");
  await expect(created).toBeVisible();
  const url = await created.getByRole("textbox").inputValue();
  expect(url).toMatch(/\/shared\/[A-Za-z0-9_-]{43}$/);
  const path = new URL(url).pathname;

  const stranger = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: { width: 390, height: 844 } });
  const viewer = await stranger.newPage();
  const opened = await viewer.goto(path);
  expect(opened?.status()).toBe(200);
  expect(opened?.headers()["referrer-policy"]).toBe("no-referrer");
  expect(opened?.headers()["x-robots-tag"]).toContain("noindex");
  await expect(viewer.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(viewer.getByRole("heading", { level: 1, name: "A self-reflection, shared with you" })).toBeVisible();
  await expect(viewer.getByTestId("part-guna")).toBeVisible();
  await expect(viewer.getByTestId("part-gad7")).toHaveCount(0);
  // Nothing on the shared report to act on; the footer's language switch changes only the words around it.
  await expect(viewer.getByRole("main").getByRole("button")).toHaveCount(0);
  await expect(viewer.getByRole("button")).toHaveText(["English", "हिन्दी"]);
  await expectNoSeriousA11yViolations(viewer);
  await viewer.screenshot({ path: testInfo.outputPath("shared-390.png"), fullPage: true });

  await page.goto("/profile");
  const link = page.getByTestId("share-link").first();
  await expect(link.getByTestId("share-link-opened")).toContainText("Opened once");
  await link.getByRole("button", { name: "Revoke link" }).click();
  await expect(page.getByTestId("share-link").first()).toHaveAttribute("data-live", "false");
  await expect(page.getByTestId("share-link").first()).toContainText("Revoked on");

  const gone = await viewer.goto(path);
  expect(gone?.status()).toBe(404);
  await expect(viewer.getByTestId("part-guna")).toHaveCount(0);
  await stranger.close();
});

test.describe("as a person with a report", () => {
  test.use({ role: "reported" });

  test("the PDF is made on the server and holds the chosen parts with their dates", async ({ page }) => {
    const response = await page.request.get("/api/user/report/pdf?sections=bodyType");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-disposition"]).toContain("attachment");
    const parser = new PDFParse({ data: new Uint8Array(await response.body()) });
    // Lines wrap where the page ends them: compare with single spaces.
    const text = (await parser.getText()).text.replace(/\s+/g, " ");
    await parser.destroy();
    expect(text).toContain("Body type and percentages");
    expect(text).toMatch(/Taken on \d{1,2} [A-Z][a-z]{2} \d{4}/);
    expect(text).toContain("not a diagnosis");
  });

  test("Insights is reachable from the dashboard and says what it still needs", async ({ page }, testInfo) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/dashboard");
      const weekly = page.getByTestId("weekly-summary");
      await expect(weekly).toContainText("A quiet week");
      await page.screenshot({ path: testInfo.outputPath(`weekly-${width}.png`), fullPage: true });
      await weekly.getByRole("link", { name: "See your patterns" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Your patterns" })).toBeVisible();
      await expect(page.getByTestId("insights-no-mood")).toBeVisible();
      await expect(page.getByTestId("pattern")).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: testInfo.outputPath(`insights-empty-${width}.png`), fullPage: true });
    }
  });
});
