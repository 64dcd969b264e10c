import type { Page, TestInfo } from "@playwright/test";
import { getGad7Items, getOnboardingQuestions, getPrakritiRows, getVikritiRows, PRAKRITI_ROW_COUNT } from "@/lib/content";
import { scorePrakriti } from "@/lib/scoring";
import type { Dosha } from "@/lib/scoring/doshas";
import { expect, test } from "./fixtures";
import { createPerson } from "./support/people";

// Each questionnaire is drawn by the server as one plain form before the page's script has
// loaded, posted to its server action, which saves it and goes where the step-by-step flow goes
// (docs/decisions/0040-one-way-to-write-a-form.md). Here the script never loads.
test.use({ javaScriptEnabled: false });

const SAVE = "Save my answers";

type Saved = { kind: string; result: Record<string, unknown>; help?: string[] };

/** The person's saved questionnaires, newest first, as the JSON API lists them. */
async function savedResults(page: Page): Promise<Saved[]> {
  const response = await page.request.get("/api/user/me/questionnaires");
  expect(response.status()).toBe(200);
  return ((await response.json()) as { questionnaires: Saved[] }).questionnaires;
}

/** The page at phone and desktop width, for looking at. */
async function shots(page: Page, testInfo: TestInfo, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath(`${name}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: testInfo.outputPath(`${name}-1280.png`), fullPage: true });
}

test("Prakriti without JavaScript: no pick and a row of three are refused with the picks kept; then it saves and goes on", async ({ page }, testInfo) => {
  await createPerson(page.request, "nojs-prakriti", { results: ["onboarding"] });
  await page.goto("/questions/prakriti");
  const form = page.getByTestId("plain-questionnaire-prakriti");
  const rows = getPrakritiRows();
  await expect(form.getByRole("group")).toHaveCount(PRAKRITI_ROW_COUNT);
  const row = (i: number) => form.getByRole("group", { name: rows[i]!.prompt, exact: true });

  // No pick at all (docs/decisions/0024-empty-answers-are-not-results.md).
  await form.getByRole("button", { name: SAVE }).click();
  await expect(page).toHaveURL(/\/questions\/prakriti$/);
  await expect(form.getByRole("alert")).toContainText("Not saved yet: Choose at least one answer.");
  expect(await savedResults(page).then((all) => all.filter((r) => r.kind === "prakriti"))).toEqual([]);

  // Three picks in the first row: that row is marked, every pick stays as it was.
  for (const option of rows[0]!.options) await row(0).getByRole("checkbox", { name: option.label, exact: true }).check();
  await row(1).getByRole("checkbox", { name: rows[1]!.options[2]!.label, exact: true }).check();
  await form.getByRole("button", { name: SAVE }).click();
  await expect(form.getByRole("alert")).toContainText("Please look at the question marked below.");
  await expect(form.getByRole("alert").getByRole("link", { name: rows[0]!.prompt })).toHaveAttribute("href", /^#question-rows-0$/);
  await expect(row(0)).toContainText("At most 2 choices a row");
  await expect(row(1)).not.toContainText("At most");
  for (const option of rows[0]!.options) await expect(row(0).getByRole("checkbox", { name: option.label, exact: true })).toBeChecked();
  await expect(row(1).getByRole("checkbox", { name: rows[1]!.options[2]!.label, exact: true })).toBeChecked();
  await expect(row(1).getByRole("checkbox", { name: rows[1]!.options[0]!.label, exact: true })).not.toBeChecked();
  await shots(page, testInfo, "prakriti-refused");

  await row(0).getByRole("checkbox", { name: rows[0]!.options[1]!.label, exact: true }).uncheck();
  await form.getByRole("button", { name: SAVE }).click();
  // Where the flow goes after Prakriti's Finish.
  await expect(page).toHaveURL(/\/intro\/vikriti$/);
  const [latest] = await savedResults(page);
  const picked = Array.from({ length: PRAKRITI_ROW_COUNT }, (_, i): Dosha[] => (i === 0 ? ["v", "k"] : i === 1 ? ["k"] : []));
  expect(latest).toMatchObject({ kind: "prakriti", result: { counts: scorePrakriti(picked).counts } });
});

test("GAD-7 without JavaScript: nothing is chosen beforehand, a missing answer is marked; the saved result shows its help lines", async ({
  page,
}, testInfo) => {
  await createPerson(page.request, "nojs-gad7", { results: ["onboarding"] });
  await page.goto("/questions/gad7");
  const form = page.getByTestId("plain-questionnaire-gad7");
  const items = getGad7Items();
  const item = (i: number) => form.getByRole("group", { name: items[i]!.text, exact: true });
  await expect(form.getByRole("radio", { checked: true })).toHaveCount(0);
  await shots(page, testInfo, "gad7-fresh");

  for (const i of items.keys()) if (i !== 3) await item(i).getByRole("radio", { name: "Several days", exact: true }).check();
  await form.getByRole("button", { name: SAVE }).click();
  await expect(page).toHaveURL(/\/questions\/gad7$/);
  await expect(form.getByRole("alert")).toContainText("Please look at the question marked below.");
  await expect(item(3)).toContainText("Please choose an answer.");
  await expect(item(0)).not.toContainText("Please choose an answer.");
  await expect(item(6).getByRole("radio", { name: "Several days", exact: true })).toBeChecked();
  expect((await savedResults(page)).some((r) => r.kind === "gad7")).toBe(false);

  await item(3).getByRole("radio", { name: "Several days", exact: true }).check();
  await form.getByRole("button", { name: SAVE }).click();
  // The flow's result step, then on along the chain (docs/decisions/0008-gad7-validated-and-help-always-shown.md).
  await expect(page).toHaveURL(/\/questions\/gad7\/result$/);
  await expect(page.getByTestId("gad7-result")).toContainText("Mild (7 of 21)");
  await expect(page.getByTestId("gad7-help")).toContainText("whatever your score");
  await expect(page.getByTestId("gad7-help").getByRole("link", { name: "findahelpline.com" }).first()).toBeVisible();
  const [latest] = await savedResults(page);
  expect(latest).toMatchObject({ kind: "gad7", result: { total: 7, severity: "mild" } });
  expect(latest!.help!.length).toBeGreaterThan(0);
  await shots(page, testInfo, "gad7-result");
  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/intro\/life$/);
});

test("onboarding without JavaScript makes the report", async ({ page }) => {
  await createPerson(page.request, "nojs-onboarding");
  await page.goto("/questions/onboarding");
  const form = page.getByTestId("plain-questionnaire-onboarding");
  for (const question of getOnboardingQuestions()) {
    const option = question.options.find((o) => o.dosha === "v")!;
    const group = form.getByRole("group", { name: question.text, exact: true });
    await group.getByRole(question.type === "multi" ? "checkbox" : "radio", { name: option.label, exact: true }).check();
  }
  await form.getByRole("button", { name: SAVE }).click();
  await expect(page).toHaveURL(/\/report$/);
  const [latest] = await savedResults(page);
  expect(latest).toMatchObject({ kind: "onboarding", result: { bodyType: "V" } });
});

test("the rest of the chain without JavaScript: each form starts where its sliders do and goes where the flow goes", async ({ page }) => {
  await createPerson(page.request, "nojs-chain", { results: ["onboarding"] });
  await page.goto("/questions/vikriti");
  // Vikriti: a row may stay blank, which is "None of these" (null).
  const row = page.getByTestId("plain-questionnaire-vikriti").getByRole("group", { name: getVikritiRows()[0]!.prompt, exact: true });
  await row.getByRole("radio", { name: getVikritiRows()[0]!.options.Pitta, exact: true }).check();
  await page.getByRole("button", { name: SAVE }).click();
  await expect(page).toHaveURL(/\/questions\/ama$/);
  await expect(page.getByTestId("plain-questionnaire-ama").getByRole("radio", { name: "No", exact: true, checked: true }).first()).toBeVisible();
  await page.getByRole("button", { name: SAVE }).click();
  await expect(page).toHaveURL(/\/intro\/guna$/);
  await page.goto("/questions/guna");
  // By keyboard: Tab reaches each group's chosen stop (5, where the sliders start), an arrow moves it.
  await page.getByRole("group", { name: "Peace & clarity" }).getByRole("radio", { name: "5", exact: true }).focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("group", { name: "Restlessness" }).getByRole("radio", { name: "5", exact: true })).toBeFocused();
  await page.keyboard.press("Tab");
  for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: SAVE })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/intro\/gad7$/);
  await page.goto("/questions/life");
  await page.getByRole("button", { name: SAVE }).click();
  await expect(page).toHaveURL(/\/report$/);

  const byKind = new Map((await savedResults(page)).map((r) => [r.kind, r.result]));
  expect(byKind.get("vikriti")).toMatchObject({ points: { pitta: expect.any(Number) }, leaning: "P" });
  expect(byKind.get("ama")).toMatchObject({ flags: [], systemic: false });
  expect(byKind.get("guna")).toMatchObject({ sattva: 6, rajas: 5, tamas: 9 });
  expect(byKind.get("life")).toMatchObject({ vata: 0, pitta: 0, kapha: 0 });
});

test("a session that ended before the form was sent leads to the login, which returns to the questions", async ({ page, browser }) => {
  await createPerson(page.request, "nojs-ended", { results: ["onboarding"] });
  const cookies = await page.context().cookies();
  await page.goto("/questions/life");
  // Ended from elsewhere: the same cookie, no longer counted.
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await other.addCookies(cookies);
  expect((await other.request.post("/api/user/auth/logout")).status()).toBe(200);
  await other.close();

  await page.getByRole("button", { name: SAVE }).click();
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fquestions%2Flife&ended=1$/);
  await expect(page.getByTestId("session-ended")).toBeVisible();
});
