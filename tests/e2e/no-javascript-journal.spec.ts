import type { Page, TestInfo } from "@playwright/test";
import { expect, test } from "./fixtures";
import { createPerson } from "./support/people";
import { signedInWithReport } from "./pages/dashboard";

// What /reflection, the conversation and /profile draw in place on a press once hydrated, each has
// a way that works before the page's script has loaded, or when it never does: the opener is a link
// to a page of its own whose form posts to the same action, or the server draws the answer in the
// page (docs/decisions/0040-one-way-to-write-a-form.md).
test.use({ javaScriptEnabled: false });

/** Writes an entry through /reflection/new and answers the id its Edit link names. */
async function writeEntry(page: Page, text: string): Promise<string> {
  await page.goto("/reflection/new");
  await page.getByLabel("What is on your mind today?").fill(text);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/reflection$/);
  const href = await page.getByTestId("journal-entry").filter({ hasText: text }).getByRole("link", { name: "Edit" }).getAttribute("href");
  const id = /^\/reflection\/([\w-]+)\/edit$/.exec(href ?? "")?.[1];
  expect(id, `the Edit link: ${href}`).toBeTruthy();
  return id!;
}

/** The page at phone and desktop width, for looking at. */
async function shots(page: Page, testInfo: TestInfo, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath(`${name}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.screenshot({ path: testInfo.outputPath(`${name}-1280.png`), fullPage: true });
}

test("editing a journal entry without JavaScript: Edit leads to its page; a refused edit keeps the words and says why; a saved one shows", async ({
  page,
}, testInfo) => {
  await signedInWithReport(page, "nojs-edit");
  const id = await writeEntry(page, "Rain on the window this morning");
  await page.getByTestId("journal-entry").getByRole("link", { name: "Edit" }).click();
  await expect(page).toHaveURL(new RegExp(`/reflection/${id}/edit$`));
  const box = page.getByLabel("Edit your entry");
  await expect(box).toHaveValue("Rain on the window this morning");

  // Longer than an entry may be: the field's own limit stops typing there, so the post is changed on its way.
  const long = "x".repeat(5001);
  await page.route(`**/reflection/${id}/edit`, async (route) => {
    const body = route.request().postDataBuffer();
    if (route.request().method() !== "POST" || !body) return route.continue();
    await route.continue({ postData: body.toString("latin1").replace("TOO-LONG", long) });
  });
  await box.fill("Rain, then sun TOO-LONG");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("alert")).toHaveText("Not saved: Please keep an entry under 5,000 characters. Your words are still here.");
  await expect(page).toHaveURL(new RegExp(`/reflection/${id}/edit$`));
  await expect(box).toHaveValue(`Rain, then sun ${long}`);
  await page.unroute(`**/reflection/${id}/edit`);
  await shots(page, testInfo, "journal-edit-refused");

  await box.fill("Rain, then sun through the clouds");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL(/\/reflection$/);
  const entry = page.getByTestId("journal-entry");
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText("Rain, then sun through the clouds");

  // Cancel goes back without saving anything.
  await entry.getByRole("link", { name: "Edit" }).click();
  await page.getByLabel("Edit your entry").fill("Words that were never meant to stay");
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/reflection$/);
  await expect(entry).toContainText("Rain, then sun through the clouds");
});

test("deleting a journal entry without JavaScript: Delete leads to a confirmation; Keep it keeps it, Yes, delete deletes it", async ({ page }, testInfo) => {
  await signedInWithReport(page, "nojs-delete");
  await writeEntry(page, "A note to let go of");
  const kept = "A note to keep";
  await writeEntry(page, kept);

  const doomed = page.getByTestId("journal-entry").filter({ hasText: "A note to let go of" });
  await doomed.getByRole("link", { name: "Delete" }).click();
  await expect(page).toHaveURL(/\/reflection\/[\w-]+\/delete$/);
  await expect(page.getByTestId("journal-entry")).toContainText("A note to let go of");
  await shots(page, testInfo, "journal-delete");
  await page.getByRole("link", { name: "Keep it" }).click();
  await expect(page).toHaveURL(/\/reflection$/);
  await expect(page.getByTestId("journal-entry")).toHaveCount(2);

  await doomed.getByRole("link", { name: "Delete" }).click();
  await page.getByRole("button", { name: "Yes, delete" }).click();
  await expect(page).toHaveURL(/\/reflection$/);
  await expect(page.getByTestId("journal-entry")).toHaveCount(1);
  await expect(page.getByTestId("journal-entry")).toContainText(kept);
});

test("another person's entry, or no entry at all, is the ordinary 404 on the edit and delete pages", async ({ page }) => {
  await signedInWithReport(page, "nojs-owner");
  const id = await writeEntry(page, "Only mine to read");

  // Another person signs in on the same browser.
  await createPerson(page.request, "nojs-other", { results: ["onboarding"] });
  for (const path of [
    `/reflection/${id}/edit`,
    `/reflection/${id}/delete`,
    "/reflection/not-an-entry/edit",
    "/reflection/0196b3f0-0000-7000-8000-000000000000/delete",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    expect(await response?.text(), path).not.toContain("Only mine to read");
  }
});

test("clearing the conversation without JavaScript: its link leads to a confirmation that clears it", async ({ page }, testInfo) => {
  await signedInWithReport(page, "nojs-clear");
  await page.goto("/companion");
  const talk = page.getByTestId("companion-conversation");
  await talk.getByLabel("Reply to Shanti").fill("I feel a little restless today");
  await talk.getByRole("button", { name: "Send", exact: true }).click();
  await expect(talk.getByTestId("message-person")).toHaveCount(1);

  await talk.getByRole("link", { name: "Clear conversation" }).click();
  await expect(page).toHaveURL(/\/companion\/clear$/);
  await shots(page, testInfo, "companion-clear");
  await page.getByRole("link", { name: "Keep it" }).click();
  await expect(page).toHaveURL(/\/companion$/);
  await expect(talk.getByTestId("message-person")).toHaveCount(1);

  await talk.getByRole("link", { name: "Clear conversation" }).click();
  await page.getByRole("button", { name: "Yes, clear it" }).click();
  await expect(page).toHaveURL(/\/companion$/);
  await expect(talk.getByTestId("message-person")).toHaveCount(0);
  await expect(talk.getByTestId("message-companion")).toHaveCount(0);
  await expect(talk.getByRole("link", { name: "Clear conversation" })).toHaveCount(0);
});

test("the calendar link without JavaScript: the server draws it in the page once; a new one replaces it", async ({ page }, testInfo) => {
  await signedInWithReport(page, "nojs-calendar");
  await page.goto("/profile");
  const section = page.getByTestId("calendar-link");
  const field = section.getByLabel("Calendar", { exact: true });

  await section.getByRole("button", { name: "Make a calendar link" }).click();
  await expect(field).toHaveValue(/\/api\/reminders\/calendar\.ics\?token=[\w-]{43}$/);
  const first = await field.inputValue();
  expect((await page.request.get(first)).headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  // Copying is the script's, so without it there is no Copy button to press in vain.
  await expect(section.getByRole("button", { name: "Copy link" })).toHaveCount(0);
  await section.screenshot({ path: testInfo.outputPath("calendar-link-1280.png") });
  await page.setViewportSize({ width: 390, height: 844 });
  await section.screenshot({ path: testInfo.outputPath("calendar-link-390.png") });

  await section.getByRole("button", { name: "Make a new calendar link" }).click();
  await expect(field).toHaveValue(/\/api\/reminders\/calendar\.ics\?token=[\w-]{43}$/);
  const second = await field.inputValue();
  expect(second).not.toBe(first);
  expect((await page.request.get(first)).status()).toBe(404);
  expect((await page.request.get(second)).status()).toBe(200);

  // Shown once: the page read again says there is a link, not what it is.
  await page.goto("/profile");
  await expect(field).toHaveCount(0);
  await expect(section).toContainText("You have a calendar link.");
});
