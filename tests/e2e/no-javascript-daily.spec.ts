import type { Page, TestInfo } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signedInWithReport } from "./pages/dashboard";
import { MORNING_ANCHOR_FOLLOW_UP } from "./pages/habit-pages";

// The daily forms before the page's script has loaded, or when it never does: the dashboard's mood
// checker and element swap lead to pages of their own, and each form posts to its server action,
// which answers with the page drawn again (a refusal) or goes on to where the save shows
// (docs/decisions/0040-one-way-to-write-a-form.md).
test.use({ javaScriptEnabled: false });

/** The page at phone width and at desktop width, for looking at. */
async function shots(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath(`${name}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** Rewrites one field of the next form post to `path` (a changed or tampered page), as sent over the wire. */
async function rewritePosted(page: Page, path: string, field: string, value: string) {
  await page.route(`**${path}`, async (route) => {
    const body = route.request().postDataBuffer();
    if (route.request().method() !== "POST" || !body) return route.continue();
    const pattern = new RegExp(`(name="${field}"\\r\\n\\r\\n)[^\\r]*`);
    await route.continue({ postData: body.toString("latin1").replace(pattern, `$1${value}`) });
  });
}

test("the mood checker without JavaScript: its link leads to its page; a refused slider keeps the others; a check saves and shows", async ({
  page,
}, testInfo) => {
  await signedInWithReport(page, "nojs-mood");
  await page.goto("/dashboard?tab=mood");
  await page.getByRole("link", { name: "Daily Mood Checker" }).click();
  await expect(page).toHaveURL(/\/dashboard\/mood-check$/);
  const mind = page.getByRole("slider", { name: /busy is your mind/ });
  const body = page.getByRole("slider", { name: /heavy does your body/ });
  const warm = page.getByRole("slider", { name: /warm do you feel/ });
  await expect(mind).toHaveValue("3");

  // Native range inputs move by keyboard with no script at all.
  await mind.press("ArrowRight");
  await mind.press("ArrowRight");
  await body.press("ArrowRight");
  await warm.press("ArrowLeft");
  await rewritePosted(page, "/dashboard/mood-check", "mind", "9");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("alert")).toHaveText("Not saved: Each slider needs a whole number from 1 to 5.");
  await expect(page).toHaveURL(/\/dashboard\/mood-check$/);
  await expect(mind).toHaveAccessibleDescription("Choose a whole number from 1 to 5.");
  await expect(body).toHaveValue("4");
  await expect(warm).toHaveValue("2");
  await shots(page, testInfo, "mood-check-refused");
  await page.unroute("**/dashboard/mood-check");

  await mind.press("End");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=mood$/);
  // Calm is 6 - mind and ease 6 - body (docs/decisions/0026-mood-mini-stats-direction.md).
  await expect(page.getByTestId("mood-check-row")).toHaveCount(1);
  await expect(page.getByTestId("mood-check-row")).toContainText("Calm 1 · Ease 2 · Warm 2");
});

test("the dashboard's Menu on a phone without JavaScript opens the menu as a page, the dashboard marked", async ({ page }) => {
  await signedInWithReport(page, "nojs-drawer");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Menu", exact: true }).click();
  await expect(page).toHaveURL(/\/menu\?from=%2Fdashboard$/);
  const menu = page.getByRole("navigation", { name: "Mobile" });
  await expect(menu.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
  await expect(menu.getByRole("link", { name: "Profile" })).toHaveAttribute("href", "/profile");
});

test("the element swap without JavaScript: its link leads to radio cards; no choice says so; a choice, or one left to the app, saves and shows", async ({
  page,
}, testInfo) => {
  await signedInWithReport(page, "nojs-element");
  await page.goto("/dashboard");
  await page.getByTestId("mood-prompt").getByRole("link", { name: "Choose an element" }).click();
  await expect(page).toHaveURL(/\/dashboard\/element$/);
  await shots(page, testInfo, "element");

  await page.getByRole("button", { name: "Save this element" }).click();
  await expect(page.getByRole("alert")).toHaveText("Not saved: Choose one of the five elements.");
  await expect(page).toHaveURL(/\/dashboard\/element$/);
  await expect(page.getByRole("radio", { checked: true })).toHaveCount(0);

  await page.getByRole("radio", { name: /Apas/ }).check();
  await page.getByRole("button", { name: "Save this element" }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=mood$/);
  const elements = page.getByRole("region", { name: "Your recent elements" });
  await expect(elements.getByRole("listitem")).toHaveCount(1);
  await expect(elements.getByRole("listitem")).toContainText("Apas");

  // Today's element is the one chosen when the page is opened again.
  await page.getByRole("link", { name: "Choose an element" }).click();
  await expect(page.getByRole("radio", { name: /Apas/ })).toBeChecked();

  // 'Let me choose for you' leaves the pick to the server, and today's element is what it picked.
  await page.getByRole("button", { name: "Let me choose for you" }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=mood$/);
  const picked = (await elements.getByRole("listitem").innerText()).match(/Akasha|Agni|Prthvi|Apas|Vayu/)?.[0];
  expect(picked).toBeDefined();
  await page.getByRole("link", { name: "Choose an element" }).click();
  await expect(page.getByRole("radio", { checked: true })).toHaveAccessibleName(new RegExp(picked!));
});

test("a habit skill without JavaScript: its page leads to one form; a missing answer keeps the rest; the save ends on the completion screen", async ({
  page,
}, testInfo) => {
  await signedInWithReport(page, "nojs-skill");
  // The skill's own page may stream in behind its loading text, which only a script puts in place;
  // the loading text then offers the one form instead. When the page is ready before its first
  // byte is sent, the intro is drawn at once and its Begin Skill leads to the same form
  // (tests/component/skill-flow.test.tsx): which one shows depends on the server's speed.
  await page.goto("/habit/morning-rhythm");
  await page
    .getByRole("link", { name: "Open this skill as one page" })
    .or(page.getByRole("link", { name: "Begin Skill" }))
    .click();
  await expect(page).toHaveURL(/\/habit\/morning-rhythm\/answers$/);
  const activities = page.getByTestId("skill-form-activity");
  await expect(activities).toHaveCount(5);
  const choice = (name: string) => page.getByRole("checkbox", { name }).or(page.getByRole("radio", { name }));

  // Every activity type as native inputs: checkboxes and a list of one's own, radios, text, and the
  // try-later's follow-up with its optional minutes.
  await choice("I wake to an alarm and snooze it").check();
  await page.getByLabel("Add your own").fill("The cat wakes me first");
  await choice("Waking at about the same time every day, weekends included").check();
  await page.getByLabel("In your own words").fill("An earlier night will help.");
  await activities.nth(3).getByRole("textbox").fill("Quiet, with the window open.");
  await page.getByLabel(MORNING_ANCHOR_FOLLOW_UP).fill("Up with the alarm; the open window helped.");
  await activities.nth(4).getByLabel("Minutes you practised (optional)").fill("3");
  await page.getByRole("button", { name: "Save my answers" }).click();

  // The anchor time was not chosen: said under its activity, and everything else is as it was.
  await expect(page).toHaveURL(/\/habit\/morning-rhythm\/answers$/);
  await expect(page.getByRole("alert")).toHaveText("Those answers could not be saved: Choose one option. Your answers are still here.");
  await expect(activities.nth(2)).toContainText("Choose one option.");
  await expect(choice("I wake to an alarm and snooze it")).toBeChecked();
  await expect(page.getByLabel("Add your own")).toHaveValue("The cat wakes me first");
  await expect(choice("Waking at about the same time every day, weekends included")).toBeChecked();
  await expect(page.getByLabel("In your own words")).toHaveValue("An earlier night will help.");
  await expect(activities.nth(3).getByRole("textbox")).toHaveValue("Quiet, with the window open.");
  await expect(page.getByLabel(MORNING_ANCHOR_FOLLOW_UP)).toHaveValue("Up with the alarm; the open window helped.");
  await expect(activities.nth(4).getByLabel("Minutes you practised (optional)")).toHaveValue("3");
  await shots(page, testInfo, "skill-answers-refused");

  await choice("6:30 to 7:00").check();
  await page.getByRole("button", { name: "Save my answers" }).click();
  await expect(page).toHaveURL(/\/habit\/morning-rhythm\/complete\?skill=1&first=1$/);
  const screen = page.getByTestId("skill-complete");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Skill 1 complete: Wake at one steady time");
  await expect(screen.getByText("You worked through all 5 activities")).toBeVisible();
  // Drawn still by the server: nothing waits for a script to fade it in.
  await expect(screen.getByRole("img", { name: "Morning Rhythm is planted in your garden: a new sprout." })).toBeVisible();
  await expect(screen.getByTestId("stage-reached")).toHaveCSS("opacity", "1");
  await expect(screen.getByTestId("gad7-help")).toHaveCount(0);
  await shots(page, testInfo, "skill-complete");

  // The answers were saved as posted, the own entry with the picks.
  const saved = await page.request.get("/api/user/me/export");
  expect(JSON.stringify(await saved.json())).toContain("The cat wakes me first");

  await screen.getByRole("link", { name: "Next skill: Warm water and a window" }).click();
  await expect(page).toHaveURL(/\/habit\/morning-rhythm\/answers$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Skill 2: Warm water and a window");
});
