import { mkdirSync, readFileSync } from "node:fs";
import type { BrowserContext, Locator, Page } from "@playwright/test";
import { questionnaireContent } from "@/content/questionnaires/by-locale";
import { VISITOR_ONBOARDING } from "@/content/hi/visitor-onboarding";
import hi from "@/messages/hi.json";
import { expect, type Account } from "../fixtures";
import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations } from "./a11y";
import { expectNoEnglishSentence } from "./hindi";

// The whole journey in Hindi (tests/e2e/hindi-journey-whole.spec.ts): what each screen is held to,
// and the first steps a Hindi visitor takes before the report, each as a person walks them.

/** Not committed: a look at each stage at 390 px (`HINDI_WHOLE_SHOTS` moves them). */
export const SHOTS = process.env.HINDI_WHOLE_SHOTS ?? "/tmp/hi-whole";
mkdirSync(SHOTS, { recursive: true });

export const say = (message: string, values: Record<string, string | number>) => message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
export const html = (page: Page) => page.locator("html");
export const button = (scope: Page | Locator, name: string) => scope.getByRole("button", { name, exact: true });

/**
 * A main screen as a Hindi reader meets it: `lang="hi"`, no English sentence in `region` (the
 * page's main content unless told), nothing axe calls serious, nothing wider than the phone.
 */
export async function readsInHindi(page: Page, shot: string, region: Locator = page.locator("main"), allow: readonly (string | RegExp)[] = []) {
  await expect(html(page)).toHaveAttribute("lang", "hi");
  await expectNoEnglishSentence(region, allow);
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: `${SHOTS}/${shot}.png`, fullPage: true });
}

/** Follows a download link and returns the file's bytes. */
export async function download(page: Page, link: Locator) {
  const [file] = await Promise.all([page.waitForEvent("download"), link.click()]);
  return { name: file.suggestedFilename(), bytes: readFileSync((await file.path())!) };
}

/** From the landing page: switches to Hindi, chooses sleep, answers its questions and goes on to sign up with email. */
export async function visitorQuestionsInHindi(page: Page) {
  await page.goto("/");
  await expect(html(page)).toHaveAttribute("lang", "en");
  await page.getByTestId("language-switch").getByRole("button", { name: "हिन्दी" }).click();
  await expect(html(page)).toHaveAttribute("lang", "hi");
  await expect(page).toHaveURL(/\/$/);

  const { q0, tracks, save } = VISITOR_ONBOARDING;
  await expect(page.getByRole("heading", { level: 1, name: q0.text })).toBeVisible();
  await page.getByRole("checkbox", { name: "मेरी नींद" }).check();
  await readsInHindi(page, "01-visitor-areas", page.locator("body"));
  await button(page, hi.Landing.continue).click();
  for (const [i, question] of tracks.sleep.entries()) {
    await expect(page.getByRole("heading", { level: 1, name: question.text })).toBeVisible();
    await expect(page.getByText(say(hi.Landing.questionOf, { step: i + 1, total: tracks.sleep.length }))).toBeVisible();
    await page.getByRole("radio", { name: question.options[1]!.label }).check();
    if (i === 1) await readsInHindi(page, "02-visitor-question", page.locator("body"));
    await button(page, i < tracks.sleep.length - 1 ? hi.Landing.next : hi.Landing.continue).click();
  }
  await expect(page.getByRole("heading", { name: save.title })).toBeVisible();
  await readsInHindi(page, "03-visitor-save", page.locator("body"));
  await page.getByRole("link", { name: hi.Landing.continueWithEmail }).click();
}

/** Shanti's greeting, through the privacy step, to the onboarding questions. */
export async function greetingInHindi(page: Page) {
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1, name: hi.Greeting.title })).toBeVisible();
  await readsInHindi(page, "05-greeting", page.locator("body"));
  const press = async (step: string) => {
    await button(page, step).click();
    await expect(button(page, step)).toBeHidden();
  };
  await press(hi.Greeting.begin);
  await press(hi.Greeting.helloAction);
  await expect(page.getByTestId("greeting-privacy")).toContainText("निजता");
  await press(hi.Greeting.privacyAction);
  await expect(page.getByTestId("greeting").locator("[data-phase]")).toHaveAttribute("data-phase", "arrived");
  await readsInHindi(page, "06-greeting-questions", page.locator("body"));
  await button(page, hi.Greeting.questionsAction).click();
  await expect(page).toHaveURL(/\/questions\/onboarding$/);
}

/** The 18 onboarding questions, each answered with its Vata option, to the report. */
export async function onboardingInHindi(page: Page) {
  const { ONBOARDING_QUESTIONS } = questionnaireContent("onboarding", "hi");
  await expect(page.getByTestId("questionnaire-onboarding")).toBeVisible();
  for (const [i, question] of ONBOARDING_QUESTIONS.entries()) {
    await expect(page.getByRole("heading", { name: question.text })).toBeVisible();
    await expect(page.getByText(say(hi.Questions.position, { number: i + 1, count: ONBOARDING_QUESTIONS.length }))).toBeVisible();
    const option = question.options.find((o) => o.dosha === "v")!;
    await page.getByRole(question.type === "multi" ? "checkbox" : "radio", { name: option.label, exact: true }).check();
    if (i === 0) await readsInHindi(page, "07-onboarding-question");
    await button(page, i < ONBOARDING_QUESTIONS.length - 1 ? hi.Questions.next : hi.Questions.finish).click();
  }
}

/** Logs out from /profile, forgets the visitor's language cookie and logs in on the login page, which then reads English. */
export async function logOutAndInWithoutTheCookie(page: Page, context: BrowserContext, account: Account) {
  await page.goto("/profile");
  await button(page, hi.Profile.logout).click();
  await expect(page.getByTestId("signed-out")).toHaveText(hi.Auth.signedOut);
  await expect(page).toHaveURL(/\/login$/);
  // Without the visitor's cookie the login page follows the browser (English); the account brings Hindi back.
  await context.clearCookies({ name: "locale" });
  await page.reload();
  await expect(html(page)).toHaveAttribute("lang", "en");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** Back in English on /profile: the language switched, and the body type, the reminder and the journal entry are all still there. */
export async function everyAnswerKeptInEnglish(page: Page, kept: { name: string; bodyType: string; journalEntry: string }) {
  const { name, bodyType, journalEntry } = kept;
  const language = page.getByTestId("language-section");
  await button(language, "English").click();
  await expect(html(page)).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1, name: `${name}'s Profile` })).toBeVisible();
  await expect(page.getByTestId("reminders").getByRole("checkbox", { name: /Evening reflection/ })).toBeChecked();

  await page.goto("/report");
  await expect(page.getByTestId("body-type")).toContainText("Body type");
  await expect(page.getByTestId("body-type").locator("span").nth(1)).toHaveText(bodyType);
  await page.goto("/reflection");
  await expect(page.getByTestId("journal-entry").filter({ hasText: journalEntry })).toBeVisible();

  // The account's language changed with the switch, and the export follows it.
  const exported = await page.request.get("/api/user/me/export");
  expect(((await exported.json()) as { account: { locale: string } }).account.locale).toBe("en");
}
