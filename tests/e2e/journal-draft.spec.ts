import { expect, test } from "./fixtures";
import { Dashboard, signedInWithReport } from "./pages/dashboard";
import { expectNoSeriousA11yViolations } from "./support/a11y";

// Journal text is never lost: a draft stays on the device until it is saved or the person logs out.
test.use({ viewport: { width: 1280, height: 800 }, timezoneId: "America/Los_Angeles" });
test.describe.configure({ timeout: 120_000 });

test("a journal draft survives a reload, closing asks first, saving clears it, and logout says so", async ({ page }, testInfo) => {
  await signedInWithReport(page, "draft");
  const dashboard = new Dashboard(page);
  await dashboard.goto();
  await page.getByRole("button", { name: "Journal", exact: true }).first().click();
  const journal = dashboard.dialog("Journal");
  const text = `Slow morning, warm tea, a long walk ${Date.now()}`;
  await journal.getByLabel("What is on your mind today?").fill(text);

  await page.keyboard.press("Escape");
  const ask = journal.getByRole("alertdialog", { name: "Close without saving?" });
  await expect(ask).toBeVisible();
  await expect(ask.getByRole("button", { name: "Keep writing" })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath("journal-ask-1280.png") });
  await ask.getByRole("button", { name: "Keep writing" }).click();
  await expect(ask).toBeHidden();
  await expect(journal.getByLabel("What is on your mind today?")).toHaveValue(text);

  await page.reload();
  await page.getByRole("button", { name: "Journal", exact: true }).first().click();
  await expect(journal.getByLabel("What is on your mind today?")).toHaveValue(text);
  // A click outside asks too; closing keeps the draft.
  await page.mouse.click(5, 400);
  await journal.getByRole("alertdialog").getByRole("button", { name: "Close" }).click();
  await expect(journal).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem("jtp:journal-draft:v1:journal"))).toBe(text);

  await page.getByRole("button", { name: "Journal", exact: true }).first().click();
  await journal.getByRole("button", { name: "Save" }).click();
  await expect(journal).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem("jtp:journal-draft:v1:journal"))).toBeNull();

  // A new draft is cleared by logout, which says what happened.
  await page.getByRole("button", { name: "Journal", exact: true }).first().click();
  await journal.getByLabel("What is on your mind today?").fill("Not for the next person on this computer");
  await expect.poll(() => page.evaluate(() => localStorage.getItem("jtp:journal-draft:v1:journal"))).not.toBeNull();
  await page.goto("/profile");
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByTestId("signed-out")).toContainText("You have logged out.");
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem("jtp:journal-draft:v1:journal"))).toBeNull();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath("logged-out-1280.png") });
});
