import { expect, type Page } from "@playwright/test";

/** Drives /habit/{slug} the way a person would. */
export class SkillPage {
  constructor(private readonly page: Page) {}

  goto(slug: string) {
    return this.page.goto(`/habit/${slug}`);
  }

  heading() {
    return this.page.getByRole("heading", { level: 1 });
  }

  button(name: string) {
    return this.page.getByRole("button", { name, exact: true });
  }

  choice(name: string) {
    return this.page.getByRole("checkbox", { name }).or(this.page.getByRole("radio", { name }));
  }

  async addOwn(text: string) {
    await this.page.getByLabel("Add your own").fill(text);
    await this.button("Add").click();
  }
}

/** Skill 1 of Morning Rhythm, answered through the page up to its last activity (not yet saved). */
export async function answerMorningRhythmSkillOne(page: Page) {
  const skill = new SkillPage(page);
  await skill.goto("morning-rhythm");
  await skill.button("Begin Skill").click();
  await skill.choice("I wake to an alarm and snooze it").check();
  await skill.button("Next").click();
  await skill.choice("Waking at about the same time every day, weekends included").check();
  await skill.button("Submit").click();
  await skill.button("Next").click();
  await skill.choice("6:30 to 7:00").check();
  await page.getByLabel("In your own words").fill("An earlier night will help.");
  await skill.button("Next").click();
  await page.getByRole("textbox").fill("Quiet, with the window open.");
  await skill.button("Next").click();
  await answerTryLaterNow(page, MORNING_ANCHOR_FOLLOW_UP, "Up with the alarm; the open window helped.");
  return skill;
}

/** The follow-up of Morning Rhythm skill 1's try-later, "Tomorrow at your anchor time". */
export const MORNING_ANCHOR_FOLLOW_UP = "How did it go, waking at your anchor time? What helped you get up, and what got in the way?";

/** A try-later done at once: "I did it now" opens its follow-up, which is answered (not yet saved). */
export async function answerTryLaterNow(page: Page, followUp: string, text: string) {
  await page.getByRole("button", { name: "I did it now", exact: true }).click();
  await page.getByLabel(followUp).fill(text);
}

/**
 * Answers the first `count` activities of the open skill, whatever their type (the first choice,
 * Submit on a quiz, "Move on without the timer" on a guided practice, a few words where words are
 * asked), up to the activity after them.
 */
export async function answerPlainActivities(page: Page, count: number) {
  const skill = new SkillPage(page);
  for (let n = 1; n <= count; n++) {
    await expect(page.getByText(new RegExp(`Activity ${n} of \\d+$`))).toBeVisible();
    const radios = page.getByRole("radio");
    const boxes = page.getByRole("checkbox");
    if ((await skill.button("Move on without the timer").count()) > 0) await skill.button("Move on without the timer").click();
    else if ((await skill.button("Submit").count()) > 0) {
      await radios.first().check();
      await skill.button("Submit").click();
    } else if ((await boxes.count()) > 0) await boxes.first().check();
    else if ((await radios.count()) > 0) await radios.first().check();
    else await page.getByRole("textbox").fill("Quiet and steady.");
    await skill.button("Next").click();
  }
}
