import type { Page } from "@playwright/test";
import { assessmentContent } from "@/content/assessment-by-locale";
import { questionnaireContent } from "@/content/questionnaires/by-locale";
import hi from "@/messages/hi.json";
import { expect, test } from "./fixtures";
import { expectNoSeriousA11yViolations } from "./support/a11y";
import { expectNoEnglishSentence, readInHindi } from "./support/hindi";
import { createPerson } from "./support/people";

// The journey before the report, the report and /spiral in Hindi (issue 37), on a phone.
test.use({ viewport: { width: 390, height: 844 } });

const INTROS = assessmentContent("intros", "hi").INTROS;
const say = (message: string, values: Record<string, string | number>) => message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

/** The page reads in Hindi, with nothing left in English and nothing axe calls serious. */
async function readsInHindi(page: Page, allow: readonly (string | RegExp)[] = []) {
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expectNoEnglishSentence(page, allow);
  await expectNoSeriousA11yViolations(page);
}

test.beforeEach(async ({ context, baseURL }) => {
  await readInHindi(context, baseURL!);
});

test("the greeting a new person meets speaks Hindi, privacy step included", async ({ page }) => {
  await createPerson(page.request, "hindi-greeting");
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: hi.Greeting.title })).toBeVisible();
  await readsInHindi(page);
  await page.getByRole("button", { name: hi.Greeting.begin }).click();
  await expect(page.getByRole("heading", { level: 1, name: hi.Greeting.helloHeading })).toBeVisible();
  await page.getByRole("button", { name: hi.Greeting.helloAction }).click();
  await expect(page.getByTestId("greeting-privacy")).toContainText("निजता");
  await readsInHindi(page);
});

test("a person reading Hindi goes from the intro through the onboarding and Prakriti questions to the report and the journey", async ({ page }) => {
  test.slow();
  await createPerson(page.request, "hindi-journey");

  await page.goto("/intro");
  await expect(page.getByRole("heading", { level: 1, name: INTROS.onboarding.title })).toBeVisible();
  await expect(page.getByTestId("privacy-note")).toContainText("निजता");
  await readsInHindi(page);
  await page.getByRole("link", { name: hi.QuestionsIntro.begin }).click();

  // Onboarding: 18 questions in four sections, each section's title above its questions.
  const { ONBOARDING_QUESTIONS, ONBOARDING_SECTIONS } = questionnaireContent("onboarding", "hi");
  await expect(page.getByTestId("questionnaire-onboarding")).toBeVisible();
  await expect(page.getByText(say(hi.Questions.position, { number: 1, count: ONBOARDING_QUESTIONS.length }))).toBeVisible();
  await expect(page.getByText(ONBOARDING_SECTIONS[0]!.title, { exact: true })).toBeVisible();
  await expect(page.getByRole("navigation", { name: hi.TopBar.label })).toContainText(hi.TopBar.questions);
  await readsInHindi(page);
  for (const [i, question] of ONBOARDING_QUESTIONS.entries()) {
    await expect(page.getByRole("heading", { name: question.text })).toBeVisible();
    const option = question.options.find((o) => o.dosha === "v")!;
    await page.getByRole(question.type === "multi" ? "checkbox" : "radio", { name: option.label, exact: true }).check();
    if (i === 9) await readsInHindi(page);
    await page.getByRole("button", { name: i < ONBOARDING_QUESTIONS.length - 1 ? hi.Questions.next : hi.Questions.finish, exact: true }).click();
  }
  await expect(page).toHaveURL(/\/report$/);
  await expect(page.getByText(hi.Questions.onboardingSaved)).toBeVisible();

  // Prakriti, from its intro.
  await page.goto("/intro/prakriti");
  await expect(page.getByRole("heading", { level: 1, name: INTROS.prakriti.title })).toBeVisible();
  await readsInHindi(page);
  await page.getByRole("link", { name: hi.QuestionsIntro.begin }).click();
  const { PRAKRITI_ROWS } = questionnaireContent("prakriti", "hi");
  await expect(page.getByText(say(hi.Questions.chooseUpTo, { limit: hi.Questions.pickLimitTwo }))).toBeVisible();
  await readsInHindi(page);
  for (const [i, row] of PRAKRITI_ROWS.entries()) {
    await page.getByRole("checkbox", { name: row.options[0]!.label, exact: true }).check();
    await page.getByRole("button", { name: i < PRAKRITI_ROWS.length - 1 ? hi.Questions.next : hi.Questions.finish, exact: true }).click();
  }
  await expect(page).toHaveURL(/\/intro\/vikriti$/);
  await expect(page.getByText(hi.Questions.savedGently)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: INTROS.vikriti.title })).toBeVisible();

  // The report: every section in Hindi. The season card's own content is written on another
  // branch of issue 37, so it is taken out of this reading.
  await page.goto("/report");
  await expect(page.getByRole("heading", { level: 1, name: hi.ReportPage.heading })).toBeVisible();
  await expect(page.getByRole("navigation", { name: hi.TopBar.label })).toContainText(hi.TopBar.report);
  await expect(page.getByTestId("two-estimates")).toContainText(hi.ReportBodyType.twoEstimates);
  await expect(page.getByTestId("result-prakriti")).toContainText("वात");
  await expect(page.getByTestId("report-trends")).toContainText(hi.ReportPage.trendsHeading);
  await page.getByTestId("report-season").evaluate((card) => card.remove());
  await readsInHindi(page);
  await page.getByRole("button", { name: hi.ReportBodyType.showRaw }).click();
  await expect(page.getByText(ONBOARDING_QUESTIONS[0]!.text)).toBeVisible();

  await page.goto("/spiral");
  await expect(page.getByRole("heading", { level: 1, name: hi.Growth.journeyTitle })).toBeVisible();
  await expect(page.getByTestId("journey-next")).toContainText(say(hi.Growth.youAreAt, { stage: hi.Growth.Seed }));
  await readsInHindi(page);
});

test("GAD-7 keeps its published English items, says why in Hindi, and gives its result and its trend in Hindi", async ({ page }) => {
  await createPerson(page.request, "hindi-gad7", { results: ["onboarding", "gad7"] });
  const gad7 = questionnaireContent("gad7", "hi");
  const published = [gad7.GAD7_STEM, ...gad7.GAD7_ITEMS.map((item) => item.text), ...gad7.GAD7_ANSWERS.map((answer) => answer.label)];

  await page.goto("/questions/gad7");
  await expect(page.getByTestId("gad7-kept-in-english")).toHaveText(gad7.GAD7_KEPT_IN_ENGLISH);
  await expect(page.getByTestId("questionnaire-gad7")).toBeVisible();
  // Marked as English, so a screen reader reads the published items in an English voice.
  await expect(page.getByRole("heading", { name: gad7.GAD7_ITEMS[0]!.text })).toHaveAttribute("lang", "en");
  await readsInHindi(page, published);
  for (const [i] of gad7.GAD7_ITEMS.entries()) {
    await page.getByRole("radio", { name: gad7.GAD7_ANSWERS[1]!.label, exact: true }).check();
    await page.getByRole("button", { name: i < gad7.GAD7_ITEMS.length - 1 ? hi.Questions.next : hi.Questions.submit, exact: true }).click();
  }
  await expect(page.getByRole("heading", { name: hi.Questions.gad7Saved })).toBeVisible();
  await readsInHindi(page, published);
  await page.getByRole("link", { name: hi.Questions.continue }).click();
  await expect(page).toHaveURL(/\/intro\/life$/);

  // Taken twice now, GAD-7 has a trend on the report: its figure and table in Hindi too.
  await page.goto("/report");
  const trend = page.getByTestId("trend-gad7");
  await expect(trend.getByTestId("trend-table")).toBeAttached();
  await trend.getByText(hi.Trends.showTable).click();
  await expect(trend.getByTestId("trend-table")).toBeVisible();
  await expectNoEnglishSentence(page.getByTestId("report-trends"));
});
