import { localDay, localParts } from "../../lib/time/day";
import { formatLocalDate } from "../../lib/time/format";
import { isSameTimeZone } from "../../lib/time/zone";
import type { Page } from "@playwright/test";
import { createPerson, expect, newAccount, renderingSettled, test } from "./fixtures";
import { SignupPage } from "./pages/auth-pages";
import { Dashboard } from "./pages/dashboard";
import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations } from "./support/a11y";

/**
 * A zone where it is late evening right now (21:00-22:59, an hour or more before midnight), and,
 * whenever one exists, where the local date is not UTC's: the server's clock cannot be moved in a
 * production build, so the browser is placed where the evening is.
 */
function lateEveningZone(now = new Date()): string {
  const utcDay = now.toISOString().slice(0, 10);
  const evening = Intl.supportedValuesOf("timeZone").filter((zone) => [21, 22].includes(localParts(now, zone).hour));
  return evening.find((zone) => localDay(now, zone) !== utcDay) ?? evening[0]!;
}

const LATE = lateEveningZone();

/**
 * A new person whose zone is `zone` (with a body-type result), on the dashboard, who has just
 * chosen today's element; the reflection prompt that follows is returned open.
 */
async function chooseElementAs(page: Page, label: string, zone: string, element: string) {
  await createPerson(page.request, label, { results: ["onboarding"], timeZone: zone });
  const dashboard = new Dashboard(page);
  await dashboard.goto();
  await dashboard.openUtility("Element");
  await dashboard.chooseElement(element);
  return { dashboard, prompt: dashboard.dialog("Would you like to reflect on this feeling?") };
}

// The zone is not in the title: Playwright's workers compute it again, and a title that moved with
// the clock between listing and running is a test not found.
test.describe("a late evening in the browser's zone, on a phone", () => {
  test.use({ timezoneId: LATE, viewport: { width: 390, height: 844 } });

  test("an element and a journal entry made late in the evening land on the local day, in the calendar and the list", async ({ page }) => {
    // The zone the signup form sends from this browser (its own test is below).
    const { prompt } = await chooseElementAs(page, "late-evening", LATE, "Apas");
    await expect(prompt).toBeVisible();
    const text = `An evening walk under the stars ${Date.now()}`;
    await prompt.getByLabel("Your reflection").fill(text);
    await prompt.getByRole("button", { name: "Save" }).click();
    await expect(prompt).toBeHidden();
    const now = new Date();
    const today = localDay(now, LATE);

    await page.goto("/reflection");
    // The calendar opens on the local month, marks the local today, and the element sits on it.
    const cell = page.locator(`[data-testid="calendar"] td[data-day="${today}"]`);
    await expect(cell).toHaveAttribute("data-element", "apas");
    await expect(cell).toHaveAttribute("aria-current", "date");
    await expect(page.locator('[data-testid="calendar"] td[data-element="apas"]')).toHaveCount(1);
    if (today !== now.toISOString().slice(0, 10)) {
      await expect(page.locator(`[data-testid="calendar"] td[data-day="${now.toISOString().slice(0, 10)}"]`)).not.toHaveAttribute("data-element", "apas");
    }
    // The list reads the entry on the person's clock: "24 Nov 2026, 22:40", never UTC.
    const entry = page.getByTestId("journal-entry").filter({ hasText: text });
    await expect(entry.locator("time")).toHaveText(new RegExp(`^${formatLocalDate(now, LATE)}, 2[1-3]:[0-5]\\d$`));
    await expect(page.locator("main")).not.toContainText("UTC");
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalOverflow(page);
  });

  test("signing up through the form keeps the browser's zone: /profile shows it selected, and nobody is asked to change it", async ({ page }) => {
    const signup = new SignupPage(page);
    await signup.goto();
    await signup.fill(newAccount("late-signup"));
    await signup.submit();
    await page.waitForURL((url) => !url.pathname.startsWith("/signup"));
    await page.goto("/profile");
    const select = page.getByTestId("time-zone-select");
    expect(isSameTimeZone(await select.inputValue(), LATE)).toBe(true);
    await expect(page.getByTestId("time-zone-prompt")).toHaveCount(0);
  });
});

test.describe("a new user in Kolkata, on a phone", () => {
  test.use({ timezoneId: "Asia/Kolkata", viewport: { width: 390, height: 844 } });

  test("the element and the mood check beside it share the person's day", async ({ page }) => {
    const { dashboard, prompt } = await chooseElementAs(page, "kolkata", "Asia/Kolkata", "Agni");
    await prompt.getByRole("button", { name: "Skip" }).click();
    await dashboard.openUtility("Mood Checker");
    const checker = dashboard.dialog("Daily Mood Checker");
    await checker.getByRole("button", { name: "Save" }).click();
    await expect(checker.getByTestId("chip-calm")).toBeVisible();
    await page.keyboard.press("Escape");
    const now = new Date();

    await dashboard.goto("?tab=mood");
    const elementDay = page.locator('section[aria-labelledby="mood-elements"] time').first();
    await expect(elementDay).toHaveAttribute("dateTime", localDay(now, "Asia/Kolkata"));
    await expect(elementDay).toHaveText(formatLocalDate(now, "Asia/Kolkata"));
    await expect(page.getByTestId("mood-check-row").locator("time")).toHaveText(new RegExp(`^${formatLocalDate(now, "Asia/Kolkata")}, \\d\\d:\\d\\d$`));
    await expect(page.locator("main")).not.toContainText("UTC");
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("the zone by its current name, on a phone in India", () => {
  test.use({ timezoneId: "Asia/Kolkata", viewport: { width: 390, height: 844 } });

  test("a zone sent as Asia/Calcutta is kept and shown as Asia/Kolkata, and searching India finds it first", async ({ page }) => {
    const account = newAccount("calcutta");
    const created = await page.request.post("/api/user/signup", { data: { ...account, rememberMe: true, timeZone: "Asia/Calcutta" } });
    expect(created.status(), await created.text()).toBe(201);
    expect((await (await page.request.get("/api/user/me")).json()).user.timeZone).toBe("Asia/Kolkata");
    await page.goto("/profile");
    const section = page.getByTestId("time-zone-section");
    await expect(section.getByTestId("time-zone-current")).toHaveText("Asia/Kolkata (GMT+5:30)");
    await expect(section.locator("option", { hasText: "Calcutta" })).toHaveCount(0);
    await section.getByLabel("Search for a city or region").fill("India");
    await expect(section.getByTestId("time-zone-select").locator("option").first()).toHaveAttribute("value", "Asia/Kolkata");
    await expect(page.locator("main")).not.toContainText("Calcutta");
    await expectNoHorizontalOverflow(page);
  });
});

test.describe("a desktop in Los Angeles for someone whose zone is Kolkata", () => {
  test.use({ timezoneId: "America/Los_Angeles", viewport: { width: 1280, height: 800 } });

  test("asks before changing a saved zone, remembers a no, and /profile changes it", async ({ page }) => {
    const account = newAccount("traveller");
    const created = await page.request.post("/api/user/signup", { data: { ...account, rememberMe: true, timeZone: "Asia/Kolkata" } });
    expect(created.status(), await created.text()).toBe(201);
    expect((await (await page.request.get("/api/user/me")).json()).user.timeZone).toBe("Asia/Kolkata");

    await page.goto("/profile");
    const prompt = page.getByTestId("time-zone-prompt");
    await expect(prompt).toContainText("Your device is set to Los Angeles time");
    await expect(prompt).toContainText("follow Kolkata time (GMT+5:30)");
    await expectNoSeriousA11yViolations(page);
    await prompt.getByRole("button", { name: "Keep Kolkata time" }).click();
    await expect(prompt).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Time zone" })).toBeVisible();

    const section = page.getByTestId("time-zone-section");
    const select = section.getByTestId("time-zone-select");
    expect(await select.inputValue()).toBe("Asia/Kolkata");
    await section.getByLabel("Search for a city or region").fill("los an");
    await expect(select.locator("option")).toHaveCount(2); // the saved zone stays, beside the match
    // The search answering means the page has hydrated, so the device check (run once on mount) has
    // had its say: the no is remembered, nothing asks again.
    await renderingSettled(page);
    await expect(prompt).toHaveCount(0);
    await section.getByRole("button", { name: /Use this device's zone \(Los Angeles\)/ }).click();
    expect(await select.inputValue()).toMatch(/^America\/Los_Angeles$/);
    await section.getByRole("button", { name: "Save time zone" }).click();
    await expect(section.getByRole("status")).toHaveText("Saved. Your days and times now follow this zone.");
    await expect(section.getByTestId("time-zone-current")).toHaveText(/^America\/Los Angeles \(GMT-[78]\)$/);
    expect((await (await page.request.get("/api/user/me")).json()).user.timeZone).toBe("America/Los_Angeles");
    await expect(page.locator("main")).not.toContainText("UTC");
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalOverflow(page);
  });

  test("an account with no zone of its own takes the device's without asking", async ({ page }) => {
    const account = newAccount("no-zone-yet");
    // A zone the server does not know never blocks the account: it starts on the default.
    const created = await page.request.post("/api/user/signup", { data: { ...account, rememberMe: true, timeZone: "Mars/Olympus_Mons" } });
    expect(created.status()).toBe(201);
    expect((await (await page.request.get("/api/user/me")).json()).user.timeZone).toBe("UTC");
    await page.goto("/profile");
    // Saved in the background, then the page is refreshed with the new zone.
    await expect(page.getByTestId("time-zone-current")).toHaveText(/^America\/Los Angeles \(GMT-[78]\)$/, { timeout: 15_000 });
    await expect(page.getByTestId("time-zone-prompt")).toHaveCount(0);
    expect((await (await page.request.get("/api/user/me")).json()).user.timeZone).toBe("America/Los_Angeles");
  });
});
