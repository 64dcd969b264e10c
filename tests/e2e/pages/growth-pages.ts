import { expect, type Page } from "@playwright/test";
import { acceptedResponses, type ShownActivity } from "../../support/skill-answers";

type SkillView = { order: number; activities: Record<string, ShownActivity> | null };

/**
 * Completes skills of a habit through the JSON API the app offers other clients (the same checks
 * as the skill flow): each answer is built from the activities this user is shown.
 */
export async function completeSkills(page: Page, slug: string, orders: number[]) {
  const listed = await page.request.get(`/api/habits/${slug}/skills`);
  expect(listed.status()).toBe(200);
  const { skills } = (await listed.json()) as { skills: SkillView[] };
  for (const order of orders) {
    const activities = skills.find((s) => s.order === order)?.activities;
    expect(activities, `${slug} skill ${order}`).toBeTruthy();
    const saved = await page.request.post(`/api/habits/${slug}/responses`, { data: { skill: order, responses: acceptedResponses(activities!) } });
    expect(saved.status(), await saved.text()).toBe(201);
  }
}

export class JourneyPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto("/spiral");
    await expect(this.page.getByRole("heading", { level: 1, name: "Your journey" })).toBeVisible();
  }

  currentStage() {
    return this.page.locator('[data-testid="journey-stage"][aria-current="step"]');
  }

  nextStep() {
    return this.page.getByTestId("journey-next");
  }
}

export class GardenPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto("/garden");
    await expect(this.page.getByRole("heading", { level: 1, name: "Your garden" })).toBeVisible();
  }

  plant(slug: string) {
    return this.page.locator(`[data-testid="garden-plant"][data-habit="${slug}"]`);
  }

  picture() {
    return this.page.getByRole("img", { name: /Your garden/ });
  }
}
