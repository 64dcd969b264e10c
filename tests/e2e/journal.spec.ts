import { expect, test } from "./fixtures";
import { Dashboard, signedInWithReport } from "./pages/dashboard";
import { pressInPlace } from "./pages/in-place";
import { expectNoSeriousA11yViolations } from "./support/a11y";

// The journal from the dashboard's button to /reflection, where its entries are read, edited and deleted.
test("an entry from the Journal button carries no element nobody chose today, whatever this browser remembers", async ({ page }) => {
  await signedInWithReport(page, "no-stray-element");
  // Another day's element (or another account's, on a shared phone) remembered in this browser.
  await page.addInitScript(() => window.localStorage.setItem("moodElement", "agni"));
  const dashboard = new Dashboard(page);
  await dashboard.goto();
  await page.getByRole("button", { name: "Journal", exact: true }).last().click();
  const journal = dashboard.dialog("Journal");
  await journal.getByLabel("What is on your mind today?").fill("A plain evening, nothing chosen");
  await journal.getByRole("button", { name: "Save" }).click();
  await expect(journal).toBeHidden();
  await page.goto("/reflection");
  const entry = page.getByTestId("journal-entry").filter({ hasText: "A plain evening, nothing chosen" });
  await expect(entry).toBeVisible();
  await expect(entry).not.toContainText("Agni");
});

test("journal entries can be edited and deleted by their owner on /reflection", async ({ page }) => {
  await signedInWithReport(page, "edit");
  const dashboard = new Dashboard(page);
  // The journal opens over the page at once, so the page behind it is hidden from the a11y tree.
  await page.goto("/dashboard?open=journal");
  const journal = dashboard.dialog("Journal");
  await journal.getByLabel("What is on your mind today?").fill("First draft of a thought");
  await journal.getByRole("button", { name: "Save" }).click();
  await expect(journal).toBeHidden();

  await page.goto("/reflection");
  const entry = page.getByTestId("journal-entry");
  await expect(entry).toContainText("First draft of a thought");
  await pressInPlace(page, entry.getByRole("link", { name: "Edit" }), entry.getByLabel("Edit your entry"));
  await entry.getByLabel("Edit your entry").fill("A clearer version of the thought");
  await entry.getByRole("button", { name: "Save changes" }).click();
  await expect(entry).toContainText("A clearer version of the thought");
  await page.reload();
  await expect(entry).toContainText("A clearer version of the thought");

  await pressInPlace(page, entry.getByRole("link", { name: "Delete" }), entry.getByRole("button", { name: "Yes, delete" }));
  await entry.getByRole("button", { name: "Yes, delete" }).click();
  await expect(page.getByRole("heading", { name: "Your reflections will gather here" })).toBeVisible();
});

test.describe("as a person with a report", () => {
  test.use({ role: "reported" });

  test("/reflection invites the first reflection when there is none", async ({ page }) => {
    await page.goto("/reflection");
    await expect(page.getByRole("heading", { name: "Your reflections will gather here" })).toBeVisible();
    await page.getByRole("link", { name: "Write your first reflection" }).click();
    await expect(new Dashboard(page).dialog("Journal")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
