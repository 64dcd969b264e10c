import { expect, test } from "./fixtures";
import { completeSkills } from "./pages/growth-pages";
import { answerPlainActivities, SkillPage } from "./pages/habit-pages";
import { createPerson } from "./support/people";
import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations } from "./support/a11y";
import type { Page, TestInfo } from "@playwright/test";

// The guided practices in Chromium on a controlled clock (page.clock): a paced breath runs its
// rounds and ends, a timed practice shows the time left and its end, a try-later waits for its
// moment and asks afterwards. Each step is checked with axe and photographed at 390 and 1280 px.
test.use({ viewport: { width: 390, height: 844 }, timezoneId: "Asia/Kolkata" });

/**
 * axe and screenshots of the step as it is. They need the page's timers, so a practice standing on
 * the test's clock is paused in the app first (it then keeps its place), the clock let run, and
 * both stood still again afterwards.
 */
async function stillShots(page: Page, testInfo: TestInfo, name: string) {
  await page.getByRole("button", { name: "Pause", exact: true }).click();
  await page.clock.resume();
  await shots(page, testInfo, name);
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(new Date(now + 1000));
  await page.getByRole("button", { name: "Resume", exact: true }).click();
}

async function shots(page: Page, testInfo: TestInfo, name: string) {
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`${name}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: testInfo.outputPath(`${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
}

type GuidedStep = { slug: string; header: string; before: number; done?: number[]; still?: boolean };

/**
 * A new person with a first report at a skill's guided step: the skills in `done` completed
 * first, then the open skill begun and its `before` activities answered. The page's clock is the
 * test's; with `still` (the default) it stands still there, moving only when the test moves it.
 */
async function atGuidedStep(page: Page, label: string, { slug, header, before, done = [], still = true }: GuidedStep) {
  await page.clock.install({ time: new Date() });
  await createPerson(page.request, label, { results: ["onboarding"], timeZone: "Asia/Kolkata" });
  if (done.length) await completeSkills(page, slug, done);
  const skill = new SkillPage(page);
  await skill.goto(slug);
  await skill.button("Begin Skill").click();
  await answerPlainActivities(page, before);
  await expect(page.getByRole("heading", { level: 1, name: header })).toBeVisible();
  if (still) await page.clock.pauseAt(new Date((await page.evaluate(() => Date.now())) + 1000));
  return skill;
}

// Steady Breath's skill 2 (after its first skill, done through the API with one minute of practice):
// a quiz, then 18 rounds of in 4, out 6.
const LONGER_OUT_BREATH = { slug: "steady-breath", header: "The longer out-breath", before: 1, done: [1] };

test("a paced breath grows and shrinks with the pattern, pauses, runs its eighteen rounds and ends; its minutes are on the garden", async ({
  page,
}, testInfo) => {
  const skill = await atGuidedStep(page, "pacer", LONGER_OUT_BREATH);
  const words = page.getByTestId("pacer-words");
  const round = page.getByTestId("pacer-round");
  const shape = page.getByTestId("pacer-shape");
  await expect(page.getByText("In 4 · out 6 seconds · 18 rounds")).toBeVisible();
  await expect(words).toHaveText("Ready when you are");
  await expect(skill.button("Next")).toBeDisabled();

  await skill.button("Start").click();
  await page.clock.runFor(1000);
  await expect(words).toHaveText("Breathe in");
  await expect(round).toHaveText("Round 1 of 18");
  const small = Number(await shape.getAttribute("data-scale"));
  await page.clock.runFor(2500);
  await expect.poll(async () => Number(await shape.getAttribute("data-scale"))).toBeGreaterThan(small);
  await stillShots(page, testInfo, "paced-breath");
  await page.clock.runFor(1000);
  await expect(words).toHaveText("Breathe out");

  await skill.button("Pause").click();
  await expect(words).toHaveText("Paused");
  await page.clock.runFor(30_000);
  await expect(round).toHaveText("Round 1 of 18");
  await skill.button("Resume").click();
  await page.clock.runFor(6000);
  await expect(words).toHaveText("Breathe in");
  await expect(round).toHaveText("Round 2 of 18");

  await page.clock.runFor(170_000);
  await expect(page.getByRole("status")).toHaveText("You breathed with the circle for 3 min.");
  await expect(page.getByTestId("coach-closing")).toBeVisible();
  await skill.button("Next").click();
  await page.getByRole("textbox").fill("Slower, and my shoulders dropped.");
  await skill.button("Next").click();
  await page.getByRole("checkbox").first().check();
  await skill.button("Finish skill").click();
  await expect(page.getByTestId("skill-complete").getByRole("button", { name: /^Next skill: / })).toBeVisible();

  await page.goto("/garden");
  await expect(page.getByTestId("practice-minutes")).toHaveText("4 minutes of practice in all, all of them in the last seven days.");
});

test("with reduced motion the circle stays still while the words and count go on", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  const skill = await atGuidedStep(page, "pacer-still", LONGER_OUT_BREATH);
  await skill.button("Start").click();
  await page.clock.runFor(2000);
  await expect(page.getByTestId("pacer-words")).toHaveText("Breathe in");
  await expect(page.getByTestId("pacer-shape")).toHaveAttribute("data-scale", "1.00");
  await page.clock.runFor(3000);
  await expect(page.getByTestId("pacer-words")).toHaveText("Breathe out");
  await expect(page.getByTestId("pacer-shape")).toHaveAttribute("data-scale", "1.00");
  // Ending early is always there, and the time so far is what counts.
  await skill.button("End").click();
  await expect(page.getByRole("status")).toHaveText("You breathed with the circle for 5 s.");
  await expect(skill.button("Next")).toBeEnabled();
});

test("a timed practice shows the time left, skips a step, and ends quietly", async ({ page }, testInfo) => {
  // Quiet Sitting's skill 1: three answered activities, then 30 s to settle, 120 s on the anchor, 30 s to close.
  const skill = await atGuidedStep(page, "timer", { slug: "quiet-sitting", header: "Three minutes of sitting", before: 3 });
  const timer = page.getByRole("timer", { name: "Time left in this step" });
  await expect(timer).toHaveText("3:00");
  await skill.button("Start").click();
  await page.clock.runFor(1000);
  await expect(timer).toHaveText("0:29");
  await expect(page.getByRole("listitem").filter({ hasText: "Settle" })).toHaveAttribute("aria-current", "step");
  await expect(page.getByTestId("timer-total")).toHaveText("2:59 left in all");
  await stillShots(page, testInfo, "timed-practice");

  await skill.button("Skip step").click();
  await expect(timer).toHaveText("2:00");
  await expect(page.getByRole("listitem").filter({ hasText: "Every return counts" })).toHaveAttribute("aria-current", "step");
  await page.clock.runFor(150_000);
  await expect(page.getByTestId("timed-done")).toContainText("Time is up.");
  await expect(page.getByTestId("timed-done")).toContainText("You practised for 2 min 31 s.");
  await skill.button("Next").click();
  await page.getByRole("textbox").fill("Busy at first, then quieter.");
  await skill.button("Finish skill").click();
  await expect(page.getByTestId("skill-complete")).toBeVisible();
});

// Oil Self-Massage's skill 1: what you'll need, a quiz, the foot rub practised now, then the evening's oil.
const OIL_FOLLOW_UP = "How did it feel to oil your feet, and how did you sleep afterwards?";
const WARM_OIL_TONIGHT = { slug: "oil-self-massage", header: "Warm oil for your feet tonight", before: 3, still: false };

test("a try-later waits for its moment with 'I did it now', then asks how it went, also on the next visit", async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  const skill = await atGuidedStep(page, "later", WARM_OIL_TONIGHT);
  await expect(page.getByRole("group", { name: "When will you try it?" })).toBeVisible();
  await expect(page.getByRole("radio", { name: "Today" })).toBeChecked();
  await expect(skill.button("Finish skill")).toBeDisabled();
  await shots(page, testInfo, "try-later-plan");

  // The next minute on the person's clock (Kolkata): the server's clock must pass it before it asks.
  const moment = new Date(Math.ceil((Date.now() + 5000) / 60_000) * 60_000);
  const hhmm = new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Kolkata", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(moment);
  await page.getByLabel("At what time?").fill(hhmm);
  await skill.button("Plan it").click();
  const planned = page.getByTestId("try-later-planned");
  await expect(planned).toContainText(`Planned for `);
  await expect(planned).toContainText(`, ${hhmm}.`);
  await expect(planned).toContainText("Your reminders are off");
  await expect(skill.button("I did it now")).toBeVisible();
  await expect(page.getByTestId("try-later-follow-up")).toHaveCount(0);
  await shots(page, testInfo, "try-later-planned");

  // In the page, the moment comes: the reflection opens in place.
  await page.clock.fastForward("02:00");
  await expect(page.getByTestId("try-later-follow-up")).toBeVisible();

  // On the next visit after it (once the server's clock has passed it too), it asks again and saves.
  await expect.poll(() => Date.now(), { timeout: 90_000, intervals: [1000] }).toBeGreaterThan(moment.getTime());
  await page.reload();
  await skill.button("Begin Skill").click();
  await answerPlainActivities(page, WARM_OIL_TONIGHT.before);
  await page.getByLabel(OIL_FOLLOW_UP).fill("Warm feet, and I slept early.");
  await page.getByLabel("About how many minutes did it take?").fill("10");
  await shots(page, testInfo, "try-later-follow-up");
  await skill.button("Finish skill").click();
  await expect(page.getByTestId("skill-complete")).toBeVisible();
  await page.goto("/insights");
  await expect(page.getByTestId("practice-minutes").getByRole("paragraph").first()).toHaveText(
    "10 minutes of practice in all, all of them in the last seven days.",
  );
});

test("'I did it now' opens the reflection at once, without waiting for the moment", async ({ page }) => {
  await atGuidedStep(page, "later-now", WARM_OIL_TONIGHT);
  await page.getByRole("button", { name: "I did it now" }).click();
  await expect(page.getByTestId("try-later-follow-up")).toBeVisible();
  await page.getByLabel(OIL_FOLLOW_UP).fill("Lovely.");
  await page.getByRole("button", { name: "Finish skill" }).click();
  await expect(page.getByTestId("skill-complete")).toBeVisible();
});
