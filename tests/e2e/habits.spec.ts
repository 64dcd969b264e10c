import { expect, test } from "./fixtures";
import { signedInWithReport } from "./pages/dashboard";
import { answerTryLaterNow, MORNING_ANCHOR_FOLLOW_UP, SkillPage } from "./pages/habit-pages";
import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations } from "./support/a11y";

test("a skill with the four answered activity types and a try-later is saved, the next skill opens, and progress shows everywhere", async ({ page }) => {
  await signedInWithReport(page, "skill");
  const skill = new SkillPage(page);
  await skill.goto("morning-rhythm");
  await expect(page.getByText("Stage: Seed")).toBeVisible();
  await expect(skill.heading()).toHaveText("Skill 1: Wake at one steady time");
  await expectNoSeriousA11yViolations(page);
  await skill.button("Begin Skill").click();

  // multi-select with 'Add your own'
  await expect(skill.button("Next")).toBeDisabled();
  await skill.choice("I wake to an alarm and snooze it").check();
  await skill.addOwn("   ");
  await expect(page.getByText("Write something to add first.")).toBeVisible();
  await skill.addOwn("  I make tea first ");
  await expect(skill.choice("I make tea first (your own)")).toBeChecked();
  await skill.addOwn("i make tea first");
  await expect(page.getByText("That one is already on the list.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await skill.button("Next").click();

  // quiz: Submit waits for a choice, then gentle feedback
  await expect(skill.button("Submit")).toBeDisabled();
  await skill.choice("Sleeping in late at the weekend to catch up").check();
  await skill.button("Submit").click();
  await expect(page.getByRole("status").filter({ hasText: "The answer is" })).toBeVisible();
  await skill.button("Next").click();

  // select-reflection: a choice, then a text
  await skill.choice("6:30 to 7:00").check();
  await page.getByLabel("In your own words").fill("An earlier night will help.");
  await skill.button("Next").click();

  // reflection
  await page.getByRole("textbox").fill("Quiet, with the window open.");
  await skill.button("Next").click();

  // try-later: the skill waits for its moment until "I did it now" opens the follow-up
  await expect(page.getByRole("group", { name: "Which morning will you try it?" })).toBeVisible();
  await expect(skill.button("Finish skill")).toBeDisabled();
  await answerTryLaterNow(page, MORNING_ANCHOR_FOLLOW_UP, "Up with the alarm; the open window helped.");

  // a failed save keeps everything on screen
  await page.route("**/habit/morning-rhythm", (route) => (route.request().method() === "POST" ? route.abort() : route.continue()));
  await skill.button("Finish skill").click();
  await expect(page.getByRole("alert").filter({ hasText: "Not saved: the connection failed. Please try again. Your answers are still here." })).toBeVisible();
  await expect(page.getByLabel(MORNING_ANCHOR_FOLLOW_UP)).toHaveValue("Up with the alarm; the open window helped.");
  await page.unroute("**/habit/morning-rhythm");
  await skill.button("Finish skill").click();

  // The completion screen comes first; the next skill opens from it.
  await expect(skill.heading()).toHaveText("Skill 1 complete: Wake at one steady time");
  await skill.button("Next skill: Warm water and a window").click();
  await expect(skill.heading()).toHaveText("Skill 2: Warm water and a window");
  await expect(page.getByText("Stage: Sprouting")).toBeVisible();
  await page.reload();
  await expect(skill.heading()).toHaveText("Skill 2: Warm water and a window");

  await page.goto("/habits");
  await expect(page.getByTestId("habit-card").first().getByTestId("habit-progress")).toHaveText("1 of 5 skills done");
  // The dashboard's cards put the habit in progress first, with the same progress.
  await page.goto("/dashboard");
  const firstCard = page.getByTestId("dashboard-habits").getByTestId("habit-card").first();
  await expect(firstCard.getByRole("heading", { name: "Morning Rhythm" })).toBeVisible();
  await expect(firstCard.getByTestId("habit-progress")).toHaveText("1 of 5 skills done");
  await page.goto("/profile");
  const completed = page.getByTestId("completed-habits");
  await expect(completed.getByRole("heading", { name: "Morning Rhythm" })).toBeVisible();
  await expect(completed.getByText("Skill 1: Wake at one steady time")).toBeVisible();
  await expect(completed.locator("time")).toHaveCount(1);
});

test("the habits API needs a session, and a choice that is not in the bundle is refused with nothing written", async ({ page, request }) => {
  expect((await request.get("/api/habits")).status()).toBe(401);
  await signedInWithReport(page, "api");
  const list = await page.request.get("/api/habits");
  expect(list.headers()["cache-control"]).toBe("private, max-age=300");
  expect((await list.json()).items).toHaveLength(12);
  const bad = await page.request.post("/api/habits/morning-rhythm/responses", {
    data: { skill: 1, responses: [{ key: "steady-time-quiz", choices: ["Sleep until noon"] }] },
  });
  expect(bad.status()).toBe(422);
  expect((await bad.json()).message).toMatch(/could not be saved/);
  const skills = await (await page.request.get("/api/habits/morning-rhythm/skills")).json();
  expect(skills.currentSkill).toBe(1);
  expect(skills.skills[0].completedAt).toBeNull();
});

test.describe("as a person with a report", () => {
  test.use({ role: "reported" });

  test("the library shows nine habits a page, page 2 opens, and both pages pass axe", async ({ page }) => {
    await page.goto("/habits");
    await expect(page.getByRole("heading", { level: 1, name: "Explore All Habits" })).toBeVisible();
    await expect(page.getByTestId("habit-card")).toHaveCount(9);
    const first = page.getByTestId("habit-card").first();
    await expect(first.getByText("Practice", { exact: true })).toBeVisible();
    await expect(first.getByRole("link", { name: "Open Morning Rhythm" })).toHaveAttribute("href", "/habit/morning-rhythm");
    await expect(first.getByTestId("habit-progress")).toHaveText("5 skills to explore");
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("navigation", { name: "Habit pages" }).getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/\/habits\?page=2$/);
    await expect(page.getByTestId("habit-card")).toHaveCount(3);
    await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { name: "Kind Reflection" })).toBeVisible();
  });

  test("an unknown habit shows No Skill Found with a way back", async ({ page }) => {
    await page.goto("/habit/no-such-habit");
    await expect(page.getByRole("heading", { name: "No Skill Found" })).toBeVisible();
    await page.getByRole("link", { name: "Return to Dashboard" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  // The e2e server reads its bundles from a copy with these habits broken (scripts/e2e-packs.mjs).
  test("a missing bundle, an unknown activity type and an unreadable bundle each show their own calm screen", async ({ page }) => {
    const skill = new SkillPage(page);

    await skill.goto("warm-sips");
    await expect(page.getByRole("heading", { name: "No activities found for this skill" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Refresh" })).toHaveAttribute("href", "/habit/warm-sips");
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("link", { name: "Back to all habits" }).click();
    await expect(page).toHaveURL(/\/habits$/);

    await skill.goto("screen-pause");
    await skill.button("Begin Skill").click();
    await expect(page.getByText("Unsupported activity type: hologram")).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await skill.goto("time-outdoors");
    await expect(page.getByRole("heading", { name: "Failed to load skill data. Please try again later." })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to all habits" })).toBeVisible();
  });

  test("on a phone, by keyboard alone: no sideways scroll, focus follows the activity, Enter adds your own", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/habits");
    await expectNoHorizontalOverflow(page);
    const skill = new SkillPage(page);
    // Morning Rhythm's skill 1 opens on a multi-select with "Add your own".
    await skill.goto("morning-rhythm");
    await expectNoHorizontalOverflow(page);
    await skill.button("Begin Skill").focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "How your mornings begin now" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(skill.choice("I wake to an alarm and snooze it")).toBeFocused();
    await page.keyboard.press("Space");
    await expect(skill.choice("I wake to an alarm and snooze it")).toBeChecked();
    await page.getByLabel("Add your own").focus();
    await page.keyboard.type("The cat wakes me first");
    await page.keyboard.press("Enter");
    await expect(skill.choice("The cat wakes me first (your own)")).toBeChecked();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
  });
});
