import { expect, type Page } from "@playwright/test";
import { getAmaSigns, getGad7Items, getGunaSliders, getLifestyleItems, getOnboardingQuestions, getPrakritiRows, getVikritiRows } from "@/lib/content";

/** Drives the one-question-at-a-time screens the way a person would. */
export class Questionnaire {
  constructor(
    private readonly page: Page,
    private readonly kind: string,
  ) {}

  async ready() {
    await expect(this.page.getByTestId(`questionnaire-${this.kind}`)).toBeVisible();
  }

  next() {
    return this.page.getByRole("button", { name: "Next", exact: true }).click();
  }

  finish(label: "Finish" | "Submit") {
    return this.page.getByRole("button", { name: label, exact: true }).click();
  }

  /** Answers step i of n, then moves on (Next, or the final button on the last step). */
  private async advance(i: number, n: number, last: "Finish" | "Submit") {
    if (i < n - 1) await this.next();
    else await this.finish(last);
  }

  /** Onboarding: the Vata option of every question (q18 is a checkbox). */
  async answerOnboardingAllVata() {
    const questions = getOnboardingQuestions();
    for (const [i, q] of questions.entries()) {
      const option = q.options.find((o) => o.dosha === "v")!;
      await this.page.getByRole(q.type === "multi" ? "checkbox" : "radio", { name: option.label, exact: true }).check();
      await this.advance(i, questions.length, "Finish");
    }
  }

  /** Prakriti: the Vata card of every row. */
  async answerPrakriti(pick: "v" | "p" | "k") {
    const rows = getPrakritiRows();
    for (const [i, row] of rows.entries()) {
      const option = row.options.find((o) => o.value === pick)!;
      await this.page.getByRole("checkbox", { name: option.label, exact: true }).check();
      await this.advance(i, rows.length, "Finish");
    }
  }

  /** Vikriti: the given dosha on the first `count` rows, "None of these" after. */
  async answerVikriti(dosha: "Vata" | "Pitta" | "Kapha", count: number) {
    const rows = getVikritiRows();
    for (const [i, row] of rows.entries()) {
      if (i < count) await this.page.getByRole("radio", { name: row.options[dosha], exact: true }).check();
      await this.advance(i, rows.length, "Finish");
    }
  }

  /** Slider sets (ama, life): the same value for every item. */
  async answerSliders(texts: string[], value: number) {
    for (const [i, text] of texts.entries()) {
      await this.page.getByRole("slider", { name: text }).fill(String(value));
      await this.advance(i, texts.length, "Submit");
    }
  }

  async answerGuna(values: Record<"sattva" | "rajas" | "tamas", number>) {
    const sliders = getGunaSliders();
    for (const [i, slider] of sliders.entries()) {
      await this.page.getByRole("slider").fill(String(values[slider.id]));
      await this.advance(i, sliders.length, "Submit");
    }
  }

  async answerGad7(answer: string) {
    const items = getGad7Items();
    for (const [i] of items.entries()) {
      await this.page.getByRole("radio", { name: answer, exact: true }).check();
      await this.advance(i, items.length, "Submit");
    }
  }
}

export const amaTexts = () => getAmaSigns().map((s) => s.text);
export const lifeTexts = () => getLifestyleItems().map((i) => i.text);
