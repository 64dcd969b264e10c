import { expect, test } from "./fixtures";
import { signedInWithReport } from "./pages/dashboard";
import { completeSkills } from "./pages/growth-pages";
import { answerMorningRhythmSkillOne, MORNING_ANCHOR_FOLLOW_UP } from "./pages/habit-pages";
import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations } from "./support/a11y";

// Finishing a skill is a moment: what was done, the plant that grew, a new journey stage when
// one is reached, and a free choice of the next skill or the dashboard.

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, timezoneId: "Asia/Kolkata" });

  test("the first skill plants a sprout and reaches Sprouting; the next skill opens from there", async ({ page }, testInfo) => {
    await signedInWithReport(page, "moment-phone");
    const skill = await answerMorningRhythmSkillOne(page);
    await skill.button("Finish skill").click();

    const screen = page.getByTestId("skill-complete");
    await expect(skill.heading()).toHaveText("Skill 1 complete: Wake at one steady time");
    await expect(skill.heading()).toBeFocused();
    await expect(screen.getByText("You worked through all 5 activities")).toBeVisible();
    await expect(screen.getByTestId("completion-plant")).toHaveAttribute("data-growth", "sprout");
    await expect(screen.getByRole("img", { name: "Morning Rhythm is planted in your garden: a new sprout." })).toBeVisible();
    await expect(screen.getByTestId("stage-reached").getByRole("heading", { name: "You reached Sprouting" })).toBeVisible();
    await expect(screen.getByRole("link", { name: "Return to Dashboard" })).toHaveAttribute("href", "/dashboard");
    await expect(screen.getByTestId("crisis-help-lines")).toHaveCount(0);
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath("completion-390.png"), fullPage: true });

    await skill.button("Next skill: Warm water and a window").click();
    await expect(skill.heading()).toHaveText("Skill 2: Warm water and a window");
    await expect(skill.heading()).toBeFocused();
  });
});

test.describe("on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 }, timezoneId: "America/Los_Angeles" });

  test("the third skill reaches Rooting, words of crisis bring the help lines, and the dashboard is one click away", async ({ page }, testInfo) => {
    await signedInWithReport(page, "moment-desktop");
    await completeSkills(page, "steady-breath", [1, 2]);
    const skill = await answerMorningRhythmSkillOne(page);
    await page.getByLabel(MORNING_ANCHOR_FOLLOW_UP).fill("I wish I was dead most mornings");
    await skill.button("Finish skill").click();

    const screen = page.getByTestId("skill-complete");
    await expect(skill.heading()).toHaveText("Skill 1 complete: Wake at one steady time");
    await expect(screen.getByTestId("stage-reached")).toContainText("You reached Rooting");
    await expect(screen.getByTestId("completion-plant-line")).toHaveText("Morning Rhythm is planted in your garden: a new sprout.");
    await expect(screen.getByTestId("crisis-help-lines")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath("completion-1280.png"), fullPage: true });

    await screen.getByRole("link", { name: "Return to Dashboard" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/habit/morning-rhythm");
    await expect(skill.heading()).toHaveText("Skill 2: Warm water and a window");
  });

  test("a skill that moves no stage says nothing about stages, and reduced motion shows it all at once", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await signedInWithReport(page, "moment-still");
    await completeSkills(page, "steady-breath", [1]);
    const skill = await answerMorningRhythmSkillOne(page);
    await skill.button("Finish skill").click();
    const screen = page.getByTestId("skill-complete");
    await expect(screen.getByTestId("completion-plant-line")).toBeVisible();
    await expect(screen.getByTestId("stage-reached")).toHaveCount(0);
    await expect(screen).not.toContainText(/streak|missed/i);
    // No entrance animation under reduced motion: the plant is drawn at its full size from the start.
    const plant = screen.getByTestId("completion-plant").locator("g").first();
    expect(await plant.evaluate((g) => getComputedStyle(g).transform)).toMatch(/^(none|matrix\(1, 0, 0, 1, 0, 0\))$/);
    await expectNoSeriousA11yViolations(page);
  });
});
