import { VIKRITI_ROW_COUNT } from "@/lib/content";
import { expect, test } from "./fixtures";
import { signedInWithReport } from "./pages/dashboard";
import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations } from "./support/a11y";
import type { Page } from "@playwright/test";

// Two newcomers with the same body type (the shared onboarding answers give Vata) but different
// concerns: each is offered a different first practice, with one line saying why.

async function firstSuggestion(page: Page, where: "/dashboard" | "/habits") {
  await page.goto(where);
  const card = (where === "/dashboard" ? page.getByTestId("dashboard-habits") : page).getByTestId("habit-card").first();
  await expect(card).toBeVisible();
  return card;
}

const PITTA_WHY = /Suggested for (a Pitta imbalance|Sharad and your Pitta)/;

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, timezoneId: "Asia/Kolkata" });

  test("a Pitta imbalance puts a Pitta-settling practice first, and says so", async ({ page }, testInfo) => {
    await signedInWithReport(page, "suggest-pitta");
    const rows = Array.from({ length: VIKRITI_ROW_COUNT }, () => "Pitta");
    expect((await page.request.post("/api/user/questionnaires", { data: { kind: "vikriti", answers: { rows } } })).status()).toBe(201);

    const card = await firstSuggestion(page, "/dashboard");
    await expect(card.getByRole("heading", { name: "Restful Sleep" })).toBeVisible();
    // The server's own day decides the season: in Sharad (mid-September to mid-November) the season says so too.
    await expect(card.getByTestId("habit-why")).toHaveText(PITTA_WHY);
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
    await page.getByTestId("dashboard-habits").screenshot({ path: testInfo.outputPath("suggestions-390.png") });

    const first = await firstSuggestion(page, "/habits");
    await expect(first.getByRole("heading", { name: "Restful Sleep" })).toBeVisible();
    await expect(first.getByTestId("habit-why")).toHaveText(PITTA_WHY);
    await expectNoSeriousA11yViolations(page);

    // A skill with a Pitta version opens in it, and says so.
    await page.goto("/habit/mindful-meals");
    await expect(page.getByTestId("skill-variant-why")).toHaveText(/This version is shaped for a Pitta imbalance/);
    await page.getByRole("button", { name: "Begin Skill" }).click();
    await page.getByRole("checkbox").first().check();
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await page.getByRole("radio").first().check();
    await page.getByRole("button", { name: "Submit", exact: true }).click();
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "One slow mouthful" })).toBeVisible();
    await page.getByRole("button", { name: "Move on without the timer", exact: true }).click();
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Protect one meal" })).toBeVisible();
  });
});

test.describe("on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 }, timezoneId: "America/Los_Angeles" });

  test("sleep answers from the landing page put the practice they named first", async ({ page }, testInfo) => {
    // The landing-page choices as the visitor flow keeps them, saved to the account on /.
    await page.goto("/about");
    await page.evaluate(() =>
      localStorage.setItem(
        "jtp:visitor-onboarding:v1",
        JSON.stringify({ stage: 4, q0: ["sleep"], flow: "sleep", answers: { "sleep-q1": "falling-asleep", "sleep-q2": "work", "sleep-q3": "worried" } }),
      ),
    );
    await signedInWithReport(page, "suggest-sleep");
    await page.goto("/");
    await expect.poll(async () => (await (await page.request.get("/api/user/me/export")).json()).firstAnswers?.track ?? null).toBe("sleep");

    const card = await firstSuggestion(page, "/dashboard");
    await expect(card.getByRole("heading", { name: "Evening Wind-Down" })).toBeVisible();
    await expect(card.getByTestId("habit-why")).toHaveText(/Suggested from your answers about your sleep/);
    await expectNoSeriousA11yViolations(page);

    const first = await firstSuggestion(page, "/habits");
    await expect(first.getByRole("heading", { name: "Evening Wind-Down" })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: testInfo.outputPath("suggestions-1280.png") });
  });
});
