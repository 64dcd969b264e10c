import type { Page } from "@playwright/test";
import { createPerson, expect, test } from "./fixtures";
import { openDialogLink } from "./pages/dialog-link";
import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations } from "./support/a11y";
import { expectNoEnglishSentence, readInHindi } from "./support/hindi";

// Every section of /profile in Hindi (issue 37): the sections' words from the ProfilePage,
// ProfileForms and TwoStep catalogues, the reminders' from content/hi/reminders.ts, dates in hi-IN.

test.use({ viewport: { width: 390, height: 844 } });

/**
 * The parts of /profile this surface translates, each read for English: the header, every section
 * but the shared links (translated with their own surface), and of the results only their heading
 * and link (the list is the dashboard's, components of app/(app)/dashboard).
 */
const OUR_PARTS = [
  "section > header",
  'section[aria-labelledby="results-title"] > div:first-child',
  ...["habits", "first-answers", "connected", "two-step", "time-zone", "language", "reminders", "devices", "activity", "data"].map(
    (part) => `section[aria-labelledby="${part}-title"]`,
  ),
];

/** Fails on English left in any part of /profile this surface translates. */
async function expectOurPartsInHindi(page: Page) {
  for (const part of OUR_PARTS) {
    for (const region of await page.locator(part).all()) await expectNoEnglishSentence(region);
  }
}

test.beforeEach(async ({ context, baseURL }) => readInHindi(context, baseURL!));

/** A Hindi reader with a report, on /profile. */
async function onProfileInHindi(page: Page, label: string) {
  await createPerson(page.request, label, { results: ["onboarding"] });
  await page.goto("/profile");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
}

test("/profile reads in Hindi, every section, with nothing English left and no serious axe violation", async ({ page }, testInfo) => {
  await onProfileInHindi(page, "hindi-profile");
  await expect(page).toHaveTitle(/प्रोफ़ाइल/);
  await expect(page.getByRole("heading", { level: 1, name: "Asha Rao की प्रोफ़ाइल" })).toBeVisible();
  for (const heading of ["परिणाम", "जुड़े हुए खाते", "दो-चरण लॉग इन", "समय क्षेत्र", "रिमाइंडर", "लॉग इन वाले डिवाइस", "हाल की गतिविधि", "आपका डेटा"]) {
    await expect(page.getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible();
  }
  // The day's events in Hindi, dated by hi-IN's months.
  await expect(page.getByTestId("recent-activity")).toContainText("खाता बना");
  await expect(page.getByTestId("recent-activity").locator("time").first()).toHaveText(/[\u0900-\u097F]/);
  await expect(page.getByTestId("device").first()).toContainText("यही डिवाइस");
  // The browser by its own name, in a Hindi phrase (Playwright's desktop Chrome says it runs on Windows).
  await expect(page.getByTestId("device").first()).toContainText("Windows पर Chrome");
  await expect(page.getByRole("button", { name: "ऑथेंटिकेटर ऐप जोड़िए" })).toBeVisible();
  await expect(page.locator(OUR_PARTS.join(", "))).toHaveCount(OUR_PARTS.length - 1); // no first answers: this person began at /intro
  await expectOurPartsInHindi(page);
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalOverflow(page);

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`profile-hi-${width}.png`), fullPage: true });
  }
});

test("Edit Profile and Delete account open in Hindi", async ({ page }) => {
  await onProfileInHindi(page, "hindi-profile-dialogs");

  const edit = await openDialogLink(page, { link: "प्रोफ़ाइल बदलिए", dialog: "प्रोफ़ाइल बदलिए", path: "/profile/edit" });
  await expect(edit.getByLabel("पहला नाम")).toHaveValue("Asha");
  await expect(edit.getByLabel("प्रोफ़ाइल की तस्वीर")).toBeVisible();
  await expect(edit.getByRole("button", { name: "बदलाव सहेजिए" })).toBeVisible();
  await expectNoEnglishSentence(edit);
  await expectNoSeriousA11yViolations(page);
  await edit.getByRole("button", { name: "रद्द कीजिए" }).click();
  await expect(edit).toBeHidden();

  const remove = await openDialogLink(page, { link: "खाता मिटाइए", dialog: "अपना खाता मिटाएँ?", path: "/profile/delete" });
  await expect(remove.getByLabel("आपका पासवर्ड", { exact: true })).toBeVisible();
  await expect(remove.getByRole("button", { name: "सब कुछ मिटाइए" })).toBeDisabled();
  await expect(remove.getByRole("button", { name: "मेरा खाता रहने दीजिए" })).toBeVisible();
  await expectNoEnglishSentence(remove);
  await expectNoSeriousA11yViolations(page);
  // The server's refusal, in the reader's words (lib/profile/answer-words.ts); nothing is deleted.
  await remove.getByLabel("आपका पासवर्ड", { exact: true }).fill("not-my-password");
  await remove.getByRole("button", { name: "सब कुछ मिटाइए" }).click();
  await expect(remove.getByText("यह मेल नहीं खाता। कुछ भी मिटाया नहीं गया।")).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
});

test("Edit Profile and Delete account on their own pages (before JavaScript, or opened directly) read in Hindi", async ({ page }) => {
  await createPerson(page.request, "hindi-profile-pages", { results: ["onboarding"] });
  for (const { path, title } of [
    { path: "/profile/edit", title: "प्रोफ़ाइल बदलिए" },
    { path: "/profile/delete", title: "अपना खाता मिटाएँ?" },
  ]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expectNoEnglishSentence(page.locator("main"));
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalOverflow(page);
  }
  await expect(page).toHaveTitle(/खाता मिटाइए/);
});

test("setting up an authenticator app reads in Hindi, and a wrong password is refused in Hindi", async ({ page }) => {
  await onProfileInHindi(page, "hindi-profile-two-step");
  const section = page.locator('section[aria-labelledby="two-step-title"]');
  await section.getByRole("button", { name: "ऑथेंटिकेटर ऐप जोड़िए" }).click();
  await expect(section.getByRole("heading", { name: "अपना ऑथेंटिकेटर ऐप जोड़िए" })).toBeVisible();
  await section.getByLabel("ऐप से मिला 6 अंकों का कोड").fill("123456");
  await section.getByLabel("आपका पासवर्ड", { exact: true }).fill("not-my-password");
  await section.getByRole("button", { name: "चालू कीजिए" }).click();
  await expect(section.getByText("यह पासवर्ड मेल नहीं खाता। कुछ नहीं बदला।")).toBeVisible();
  // The key to type and the apps' own names stay as they are written.
  const secret = await section.getByTestId("totp-secret").innerText();
  await expectNoEnglishSentence(section, [secret, "Google Authenticator, Microsoft Authenticator"]);
  await expectNoSeriousA11yViolations(page);
});

test("a reminder saved in Hindi is confirmed in Hindi, and the calendar says what it holds in Hindi", async ({ page }) => {
  await onProfileInHindi(page, "hindi-profile-reminders");
  const section = page.getByTestId("reminders");
  await section.getByLabel("मुझे कोमल रिमाइंडर भेजें").check();
  await expect(section.getByRole("checkbox", { name: /शाम का चिंतन/ })).not.toBeChecked();
  await section.getByRole("checkbox", { name: /शाम का चिंतन/ }).check();
  await section.getByRole("button", { name: "रिमाइंडर सहेजें" }).click();
  await expect(section.getByRole("status").filter({ hasText: "आपके रिमाइंडर सहेज लिए गए।" })).toBeVisible();
  await expect(section.getByTestId("calendar-holds")).toContainText("मन का हाल 09:00 पर और शाम का चिंतन 20:30 पर");
  await expectNoEnglishSentence(section);
});

test.describe("the time zone on a phone in Kolkata", () => {
  test.use({ timezoneId: "Asia/Kolkata" });

  test("reads in Hindi: the zone by its Hindi place, a search in Hindi finds it, and saving says so in Hindi", async ({ page }) => {
    await createPerson(page.request, "hindi-profile-zone", { results: ["onboarding"], timeZone: "Asia/Kolkata" });
    await page.goto("/profile");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    const section = page.getByTestId("time-zone-section");
    const select = section.getByTestId("time-zone-select");
    await expect(section.getByRole("heading", { level: 2, name: "समय क्षेत्र", exact: true })).toBeVisible();
    await expect(section.getByTestId("time-zone-current")).toHaveText("कोलकाता (GMT+5:30)");
    // The time now, in hi-IN's month and part of the day: "29 नवंबर 2026, सुबह 5:38".
    await expect(section.getByTestId("time-zone-now")).toHaveText(/^\d{1,2} [\u0900-\u097F]+ \d{4}, [\u0900-\u097F]+ \d{1,2}:\d\d$/);
    await expect(select.locator("option:checked")).toHaveText("कोलकाता (GMT+5:30)");
    await expectNoEnglishSentence(section);
    // The reminders say which zone their times are in by the same Hindi place.
    await expect(page.getByTestId("reminders")).toContainText("समय आपके समय क्षेत्र, कोलकाता (GMT+5:30), के अनुसार है।");

    // A Hindi search narrows the list to Kolkata and its likes; an English one still finds it.
    const search = section.getByLabel("कोई शहर या क्षेत्र खोजिए");
    await search.fill("कोल");
    // Kolkata before Colombia: the chosen zone's country first among equal matches.
    await expect(select.locator("option").first()).toHaveText("कोलकाता (GMT+5:30)");
    await expect(select.locator('option[value="Europe/London"]')).toHaveCount(0);
    await search.fill("India");
    await expect(select.locator("option").first()).toHaveAttribute("value", "Asia/Kolkata");

    await search.fill("लंदन");
    await expect(select.locator("option").first()).toHaveText(/^लंदन \(GMT(\+1)?\)$/);
    await select.selectOption("Europe/London");
    await section.getByRole("button", { name: "समय क्षेत्र सहेजिए" }).click();
    await expect(section.getByRole("status")).toHaveText("सहेज लिया गया। अब आपके दिन और समय इसी समय क्षेत्र के अनुसार चलेंगे।");
    await expect(section.getByTestId("time-zone-current")).toHaveText(/^लंदन \(GMT(\+1)?\)$/);
    expect((await (await page.request.get("/api/user/me")).json()).user.timeZone).toBe("Europe/London");
    // The device is still in Kolkata: the way back is offered by its Hindi name.
    await expect(section.getByRole("button", { name: "इस डिवाइस का समय क्षेत्र अपनाइए (कोलकाता)" })).toBeVisible();
    await expectNoEnglishSentence(section);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("the time zone before any script", () => {
  test.use({ javaScriptEnabled: false });

  test("is chosen and saved in Hindi with the form alone", async ({ page }) => {
    await createPerson(page.request, "hindi-profile-zone-nojs", { results: ["onboarding"], timeZone: "Asia/Kolkata" });
    await page.goto("/profile");
    const section = page.getByTestId("time-zone-section");
    await section.getByTestId("time-zone-select").selectOption("Asia/Tokyo");
    await section.getByRole("button", { name: "समय क्षेत्र सहेजिए" }).click();
    await expect(section.getByRole("status")).toHaveText("सहेज लिया गया। अब आपके दिन और समय इसी समय क्षेत्र के अनुसार चलेंगे।");
    await expect(section.getByTestId("time-zone-current")).toHaveText("टोक्यो (GMT+9)");
    await expectNoEnglishSentence(section);
  });
});
