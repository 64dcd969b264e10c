import type { Locator, Page } from "@playwright/test";
import { createPerson, expect, test } from "./fixtures";
import { Dashboard } from "./pages/dashboard";
import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations } from "./support/a11y";
import { PRACTICE_PATHS } from "@/lib/reminders/practices";

// docs/decisions/0042-the-app-opens-before-the-questions.md: a signed-in person without a report
// can talk, write and check in; what is computed from the report says why it waits.

const SHOTS = process.env.BEFORE_REPORT_SHOTS_DIR;
const WHY = "This part opens with your report";

async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target, `not reachable by Tab within ${max} presses`).toBeFocused();
}

test.describe("a new person without a report", () => {
  test("talks with the companion, writes in the journal and checks in, each where it lives", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await createPerson(page.request, "before-report");

    await page.goto("/companion");
    await expect(page).toHaveURL(/\/companion$/);
    await expect(page.getByRole("heading", { level: 1, name: /your companion/ })).toBeVisible();
    const box = page.getByLabel("Reply to Shanti");
    await box.fill("I couldn't sleep last night and I'm so tired");
    await box.press("Enter");
    await expect(page.getByTestId("message-companion").last()).toContainText(/sleep|Sleep|bed|waking/);

    await page.goto("/reflection/new");
    await expect(page).toHaveURL(/\/reflection\/new$/);
    const text = `Written before any questions ${Date.now()}`;
    await page.getByLabel("What is on your mind today?").fill(text);
    await page.getByRole("button", { name: "Save" }).click();
    await page.goto("/reflection");
    await expect(page).toHaveURL(/\/reflection$/);
    await expect(page.getByTestId("journal-entry").filter({ hasText: text })).toBeVisible();

    await page.goto("/dashboard/mood-check");
    await expect(page).toHaveURL(/\/dashboard\/mood-check$/);
    await expect(page.getByRole("heading", { level: 1, name: "Daily Mood Checker" })).toBeVisible();
    await page.goto("/dashboard/element");
    await expect(page.getByRole("heading", { level: 1, name: "Element Swap" })).toBeVisible();

    // The dashboard's own check-in, saved, then found on the Mood tab.
    const dashboard = new Dashboard(page);
    // The dialog opens over the page at once, so the page behind it is hidden from the a11y tree.
    await page.goto("/dashboard?open=mood");
    const mood = dashboard.dialog("Daily Mood Checker");
    await mood.getByRole("button", { name: "Save" }).click();
    await expect(mood.getByTestId("chip-calm")).toBeVisible();
    await page.keyboard.press("Escape");
    await dashboard.goto("?tab=mood");
    await expect(page.getByTestId("mood-check-row")).toHaveCount(1);

    await dashboard.goto("?tab=buddy");
    await expect(dashboard.part("companion-conversation").getByRole("heading", { name: "Talk with Shanti" })).toBeVisible();
    await expect(page.getByTestId("report-first")).toHaveCount(0);
  });
});

test.describe("as a person without a report", () => {
  test.use({ role: "newcomer" });

  test("the dashboard shows what works today beside why its Home waits, with one way back to the questions", async ({ page }) => {
    const dashboard = new Dashboard(page);
    await dashboard.goto();
    await expect(page).toHaveURL(/\/dashboard$/);
    const why = page.getByTestId("report-first");
    await expect(why.getByRole("heading", { name: WHY })).toBeVisible();
    await expect(why).toContainText("18 onboarding questions");
    await expect(why.getByRole("link")).toHaveCount(1);
    await expect(why.getByRole("link", { name: "Continue the questions" })).toHaveAttribute("href", "/questions/onboarding");
    await expect(page.getByRole("heading", { name: "How are you today?" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Write in your journal" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Talk with your companion" })).toHaveAttribute("href", "/dashboard?tab=buddy");
    // Nothing computed from a report that is not there.
    await expect(page.getByRole("link", { name: "Your full report" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Your assessments" })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalOverflow(page);

    await why.getByRole("link", { name: "Continue the questions" }).click();
    await expect(page).toHaveURL(/\/questions\/onboarding$/);
  });

  test("the dashboard and a waiting page can be walked by keyboard alone", async ({ page }) => {
    const dashboard = new Dashboard(page);
    await dashboard.goto();
    // The mood check opens over the page, takes focus, and gives it back on Escape.
    const check = dashboard.part("mood-prompt").getByRole("link", { name: "Check in with your mood" });
    await tabTo(page, check);
    const mood = dashboard.dialog("Daily Mood Checker");
    await expect(async () => {
      if (new URL(page.url()).pathname !== "/dashboard") await dashboard.goto();
      if (!(await mood.isVisible())) {
        await tabTo(page, check);
        await page.keyboard.press("Enter");
      }
      await expect(mood).toBeVisible({ timeout: 2_000 });
    }).toPass();
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest("[role=dialog]")))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(mood).toBeHidden();
    await expect(check).toBeFocused();
    await tabTo(page, page.getByRole("link", { name: "Talk with your companion" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/dashboard\?tab=buddy$/);
    await expect(dashboard.part("companion-conversation").getByLabel("Reply to Shanti")).toBeVisible();

    await page.goto("/garden");
    await tabTo(page, page.getByRole("link", { name: "Continue the questions" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/questions\/onboarding$/);
  });

  for (const [path, tab] of [
    ["/habits", null],
    ["/habit/breathing", null],
    ["/garden", null],
    ["/insights", null],
    ["/dashboard?tab=library", "Library"],
    ["/dashboard?tab=garden", "Garden"],
  ] as const) {
    test(`${path} stays and says why it waits for the report`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(path);
      const why = page.getByTestId("report-first");
      await expect(why.getByRole("heading", { level: tab ? 3 : 1, name: WHY })).toBeVisible();
      await expect(why.getByRole("link", { name: "Continue the questions" })).toHaveAttribute("href", "/questions/onboarding");
      if (!tab) {
        // What is open meanwhile, a press away.
        await expect(page.getByRole("link", { name: "Talk with your companion" })).toHaveAttribute("href", "/companion");
        await expect(page.getByRole("link", { name: "Write in your journal" })).toHaveAttribute("href", "/reflection/new");
      }
      await expectNoSeriousA11yViolations(page);
    });
  }

  test("every reminder's link lands on a page that works, never on a redirect to the questions", async ({ page }) => {
    const dialogs = { mood: "Daily Mood Checker", reflection: "Journal" } as const;
    for (const [practice, path] of Object.entries(PRACTICE_PATHS)) {
      await page.goto(path);
      await expect(page, practice).toHaveURL(path);
      if (practice in dialogs) {
        await expect(page.getByRole("dialog", { name: dialogs[practice as keyof typeof dialogs] }), practice).toBeVisible();
      } else {
        await expect(page.getByTestId("report-first").getByRole("link", { name: "Continue the questions" }), practice).toBeVisible();
      }
    }
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    test(`the companion, the dashboard and a waiting page fit ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ reducedMotion: "reduce" });
      for (const [name, path] of [
        ["companion", "/companion"],
        ["dashboard", "/dashboard"],
        ["habits", "/habits"],
        ["buddy", "/dashboard?tab=buddy"],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expectNoHorizontalOverflow(page);
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${viewport.width}.png`, fullPage: true });
      }
    });
  }
});
