import { expect, test } from "./fixtures";
import { Dashboard, signedInWithReport } from "./pages/dashboard";
import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations } from "./support/a11y";

const VIEWPORTS = [
  { name: "desktop", viewport: { width: 1280, height: 900 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
] as const;

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`daily loop on ${name}`, () => {
    test.use({ viewport });

    test("choose an element, reflect on it, and find it on /reflection after a reload", async ({ page }) => {
      await signedInWithReport(page, `element-${name}`);
      const dashboard = new Dashboard(page);
      await dashboard.goto();
      await dashboard.openUtility("Element");
      await dashboard.chooseElement("Apas");
      // The selector closes after 300 ms and the reflection prompt opens.
      await expect(dashboard.dialog("Element Swap")).toBeHidden();
      const prompt = dashboard.dialog("Would you like to reflect on this feeling?");
      await expect(prompt).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem("moodElement"))).toBe("apas");
      // The page is tinted with the element's colour (#3A86A8 at ~0.07).
      await expect(page.locator("div.min-h-dvh").first()).toHaveCSS("background-image", /rgba\(58, 134, 168, 0\.06/);
      const text = `Soft and close to tears today, ${name} ${Date.now()}`;
      await prompt.getByLabel("Your reflection").fill(text);
      await prompt.getByRole("button", { name: "Save" }).click();
      await expect(prompt).toBeHidden();

      await page.goto("/reflection");
      await page.reload();
      const entry = page.getByTestId("journal-entry").filter({ hasText: text });
      await expect(entry).toBeVisible();
      await expect(entry).toContainText("Apas");
      await expect(page.locator('[data-testid="calendar"] td[data-element="apas"]')).toHaveCount(1);
      await expectNoSeriousA11yViolations(page);
      await expectNoHorizontalOverflow(page);
    });

    test("mind 5 and temperature 4 show the cooling breath, and the check is saved", async ({ page }) => {
      await signedInWithReport(page, `mood-${name}`);
      const dashboard = new Dashboard(page);
      await dashboard.goto();
      await dashboard.openUtility("Mood Checker");
      const dialog = dashboard.dialog("Daily Mood Checker");
      const mind = dialog.getByRole("slider", { name: /mind/ });
      const temperature = dialog.getByRole("slider", { name: /warm/ });
      await expect(mind).toHaveValue("3");
      await mind.focus();
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowRight");
      await temperature.focus();
      await page.keyboard.press("ArrowRight");
      await dialog.getByRole("button", { name: "Save" }).click();
      const relief = dialog.getByTestId("quick-relief");
      await expect(relief).toContainText("Cooling breath and pause");
      await expect(dialog.getByTestId("chip-calm")).toContainText("Calm 1");
      await expect(dialog.getByTestId("chip-warm")).toContainText("Warm 4");
      await expect(dialog.getByTestId("habit-pause-note")).toContainText("paused until you feel settled, or for 24 hours");
      await expect(dialog.getByText("Mira", { exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press("Escape");

      await dashboard.goto("?tab=mood");
      await expect(page.getByTestId("mood-check-row")).toHaveCount(1);
      await expect(page.getByTestId("mood-check-row")).toContainText("Calm 1 · Ease 3 · Warm 4");
      await expect(page.getByTestId("mood-check-row")).toContainText("with Mira");
      await expectNoSeriousA11yViolations(page);
      await expectNoHorizontalOverflow(page);
    });
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, role: "reported" });

  test("the drawer opens, leads to a tab that survives reload and back, and closes by Escape", async ({ page }) => {
    const dashboard = new Dashboard(page);
    await dashboard.goto();
    await expect(page.getByRole("complementary", { name: "Dashboard menu" })).toBeHidden();
    const trigger = page.getByRole("button", { name: "Menu", exact: true });
    const drawer = await dashboard.openDrawer();
    await expect(drawer.getByRole("link", { name: "Asha Rao (your profile)" })).toHaveAttribute("href", "/profile");
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.click();
    await drawer.getByRole("link", { name: "Garden" }).click();
    await expect(page).toHaveURL(/\?tab=garden$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("link", { name: "Open Garden" })).toHaveAttribute("href", "/garden");
    await page.reload();
    await expect(page.getByRole("link", { name: "Open Garden" })).toBeVisible();
    await trigger.click();
    await drawer.getByRole("link", { name: "Mood", exact: true }).click();
    await expect(page).toHaveURL(/\?tab=mood$/);
    await page.goBack();
    await expect(page).toHaveURL(/\?tab=garden$/);
    await expect(page.getByRole("link", { name: "Open Garden" })).toBeVisible();
  });
});

test("every modal opens, works and closes by keyboard alone, and gives focus back", async ({ page }) => {
  await signedInWithReport(page, "keyboard");
  const dashboard = new Dashboard(page);
  await dashboard.goto();
  await expectNoSeriousA11yViolations(page);

  const journalButton = page.getByRole("button", { name: "Journal", exact: true }).last();
  await journalButton.focus();
  await page.keyboard.press("Enter");
  const journal = dashboard.dialog("Journal");
  await expect(journal).toBeVisible();
  // The quote bar's button now reads Close Journal (behind the modal, so hidden from the accessibility tree).
  await expect(page.getByText("Close Journal", { exact: true })).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
  // Save does nothing with only whitespace.
  await journal.getByLabel("What is on your mind today?").focus();
  await page.keyboard.type("   ");
  await page.keyboard.press("Tab");
  await expect(journal.getByRole("button", { name: "Save" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(journal).toBeVisible();
  await expect(journal.getByRole("alert")).toHaveCount(0);
  // A failed save keeps the words and says so.
  await journal.getByLabel("What is on your mind today?").fill("Words I do not want to lose");
  await page.route("**/dashboard**", (route) => (route.request().method() === "POST" ? route.abort() : route.continue()));
  await journal.getByRole("button", { name: "Save" }).click();
  await expect(journal.getByRole("alert")).toContainText("Not saved");
  await expect(journal.getByLabel("What is on your mind today?")).toHaveValue("Words I do not want to lose");
  await page.unroute("**/dashboard**");
  await journal.getByRole("button", { name: "Save" }).press("Enter");
  await expect(journal).toBeHidden();
  await expect(journalButton).toBeFocused();

  // Element Swap: arrows and choice by keyboard; Escape closes the reflection prompt.
  const swap = page.getByRole("link", { name: "Element Swap" });
  await swap.focus();
  await page.keyboard.press("Enter");
  const element = dashboard.dialog("Element Swap");
  await expect(element).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await element.getByRole("button", { name: "Next element" }).press("Enter");
  await expect(element.getByTestId("element-card")).toContainText("Agni");
  await page.keyboard.press("Escape");
  await expect(element).toBeHidden();
  await expect(swap).toBeFocused();

  // The close button and the backdrop close too.
  await swap.press("Enter");
  await element.getByRole("button", { name: "Close" }).press("Enter");
  await expect(element).toBeHidden();
  await swap.click();
  // A click that lands before the dialog has mounted (or in the moment Radix waits before it
  // listens for outside clicks) falls on the page, not the backdrop: wait for it, and click again
  // if that first click came too early.
  await expect(element).toBeVisible();
  await expect(async () => {
    await page.mouse.click(5, 5);
    await expect(element).toBeHidden({ timeout: 1000 });
  }).toPass();

  // Mood checker by keyboard.
  await dashboard.openUtility("Mood Checker");
  const mood = dashboard.dialog("Daily Mood Checker");
  await mood.getByRole("slider", { name: /body/ }).press("ArrowLeft");
  await mood.getByRole("button", { name: "Save" }).press("Enter");
  await expect(mood.getByTestId("mood-result")).toBeVisible();
  await expect(mood.getByTestId("quick-relief")).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(mood).toBeHidden();
  await expect(page.getByRole("link", { name: "Mood Checker" })).toBeFocused();
});

test.describe("as a person with a report", () => {
  test.use({ role: "reported" });

  test("the companion on the Buddy tab types its message, and its mute toggle is remembered", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const dashboard = new Dashboard(page);
    await dashboard.goto("?tab=buddy");
    await expect(page.getByRole("img", { name: /Shanti/ })).toBeVisible();
    await expect(page.getByText("I'm glad you're here").first()).toBeVisible();
    const mute = page.getByRole("button", { name: "Mute voice" });
    await mute.click();
    await expect(page.getByRole("button", { name: "Unmute voice" })).toHaveAttribute("aria-pressed", "true");
    await page.reload();
    await expect(page.getByRole("button", { name: "Unmute voice" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("a refused voice logs 'Audio playback failed' and the companion still shows", async ({ page }) => {
    await page.addInitScript(() => {
      // A browser without speech synthesis.
      Object.defineProperty(window, "speechSynthesis", { value: undefined });
    });
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    await new Dashboard(page).goto("?tab=buddy");
    await expect(page.getByRole("img", { name: /Shanti/ })).toBeVisible();
    await expect.poll(() => warnings).toContain("Audio playback failed");
  });
});
