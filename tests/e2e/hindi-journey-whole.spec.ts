import { QUICK_RELIEFS as HINDI_RELIEFS } from "@/content/hi/daily-practice";
import { VISITOR_ONBOARDING } from "@/content/hi/visitor-onboarding";
import hi from "@/messages/hi.json";
import { expect, newAccount, test } from "./fixtures";
import { pressInPlace } from "./pages/in-place";
import { expectNoSeriousA11yViolations } from "./support/a11y";
import { expectNoEnglishSentence } from "./support/hindi";
import {
  button,
  download,
  everyAnswerKeptInEnglish,
  logOutAndInWithoutTheCookie,
  greetingInHindi,
  html,
  onboardingInHindi,
  readsInHindi,
  say,
  SHOTS,
  visitorQuestionsInHindi,
} from "./support/hindi-journey";

// Issue 37 as one person lives it: a visitor in India switches to Hindi on a phone, answers the
// visitor questions, signs up, meets Shanti, answers the onboarding questions, reads the report,
// keeps the daily practice (element, mood check, journal), finishes a skill, talks to the
// companion (words of crisis included), sets a reminder and downloads the PDF; the account keeps
// Hindi through logout and login and says so in its export; back in English every answer is there.
// The parts are proven one by one in the other hindi*.spec.ts; this walks them in one account.

test.use({ viewport: { width: 390, height: 844 }, timezoneId: "Asia/Kolkata" });

test("a visitor in India lives the whole app in Hindi on a phone, and nothing is lost going back to English", async ({ page, context }) => {
  // About 20 screens, four axe scans among them; a quiet machine walks it in well under a minute.
  test.setTimeout(300_000);
  await page.emulateMedia({ reducedMotion: "reduce" });
  const account = newAccount("hindi-whole");
  const name = `${account.firstName} ${account.lastName}`;
  const stamp = Date.now();
  const journalEntry = `शाम को थोड़ी सैर की, मन हल्का लगा ${stamp}`;
  let bodyType = "";

  await test.step("a visitor switches to Hindi and answers the visitor questions", async () => {
    await visitorQuestionsInHindi(page);
  });

  await test.step("signs up in Hindi", async () => {
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole("heading", { level: 1, name: hi.Auth.signupTitle })).toBeVisible();
    await page.getByLabel(hi.Auth.firstName).fill(account.firstName);
    await page.getByLabel(hi.Auth.lastName).fill(account.lastName);
    await page.getByLabel(hi.Auth.email).fill(account.email);
    await page.getByLabel(hi.Auth.password, { exact: true }).fill(account.password);
    await page.getByLabel(hi.Auth.confirmPassword, { exact: true }).fill(account.password);
    await readsInHindi(page, "04-signup", page.locator("body"));
    await button(page, hi.Auth.signUp).click();
  });

  await test.step("meets Shanti's greeting in Hindi and is led to the onboarding questions", async () => {
    await greetingInHindi(page);
  });

  await test.step("answers the 18 onboarding questions and reads the report", async () => {
    await onboardingInHindi(page);
    await expect(page).toHaveURL(/\/report$/);
    // The toast is drawn in the app's Devanagari face, not the system fonts sonner names (boxes where there is none).
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: hi.Questions.onboardingSaved });
    await expect(toast).toBeVisible();
    expect(await toast.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^"Noto Sans Devanagari App"/);

    await expect(page.getByRole("heading", { level: 1, name: hi.ReportPage.heading })).toBeVisible();
    const chip = page.getByTestId("body-type");
    await expect(chip).toContainText(hi.ReportBodyType.chipLabel);
    // Every answer leaned to Vata: the body type reads V, whatever language it is read in.
    bodyType = (await chip.locator("span").nth(1).innerText()).trim();
    expect(bodyType).toBe("V");
    await expect(page.getByTestId("body-type-meaning")).toContainText("वात");
    await readsInHindi(page, "08-report");
  });

  await test.step("on the dashboard: an element, a mood check and a journal entry, in Hindi", async () => {
    await page.getByRole("link", { name: hi.ReportPage.toDashboard }).click();
    await expect(page).toHaveURL(/\/dashboard/);
    await expect(page.getByRole("heading", { name: "आज आपका मन कैसा है?" })).toBeVisible();
    const practices = page.getByTestId("dashboard-habits");
    await expect(practices.getByRole("heading", { name: hi.HomePractices.heading })).toBeVisible();
    await expect(practices.getByRole("link", { name: hi.HomePractices.explore })).toHaveAttribute("href", "/habits");
    await readsInHindi(page, "09-dashboard");

    const element = page.getByRole("dialog", { name: "तत्व बदलिए" });
    await pressInPlace(page, page.getByRole("link", { name: "तत्व बदलिए" }), element);
    await expect(element.getByTestId("element-card")).toContainText("आकाश");
    await element.getByRole("button", { name: "अगला तत्व" }).click();
    await expect(element.getByTestId("element-card")).toContainText("अग्नि");
    await expectNoEnglishSentence(element);
    await element.getByTestId("element-card").click();
    const reflect = page.getByRole("dialog", { name: "इस एहसास के बारे में कुछ लिखने का मन है?" });
    await expect(reflect).toContainText("आपने अग्नि चुना");
    await expectNoEnglishSentence(reflect);
    await button(reflect, hi.Journal.skip).click();
    await expect(reflect).toBeHidden();

    const mood = page.getByRole("dialog", { name: "दैनिक मन-जाँच" });
    await pressInPlace(page, page.getByTestId("mood-prompt").getByRole("link", { name: "अपने मन का हाल दर्ज कीजिए" }), mood);
    await mood.getByRole("slider", { name: /मन में कितनी हलचल है/ }).press("End");
    await button(mood, "सहेजिए").click();
    await expect(mood.getByTestId("chip-calm")).toContainText("शांति");
    await expect(mood.getByTestId("quick-relief")).toContainText("तुरंत राहत");
    await expectNoEnglishSentence(mood);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `${SHOTS}/10-mood-check.png` });
    await page.keyboard.press("Escape");
    await expect(mood).toBeHidden();

    await button(page, "डायरी").click();
    const journal = page.getByRole("dialog", { name: "डायरी" });
    await expectNoEnglishSentence(journal);
    await journal.getByLabel("आज आपके मन में क्या है?").fill(journalEntry);
    await page.screenshot({ path: `${SHOTS}/11-journal.png` });
    await button(journal, "सहेजिए").click();
    await expect(journal).toBeHidden();

    await page.goto("/reflection");
    await expect(page.getByTestId("journal-entry").filter({ hasText: journalEntry })).toBeVisible();
    await readsInHindi(page, "12-reflection");
  });

  await test.step("finishes the first skill of a practice, guided, in Hindi", async () => {
    await page.goto("/habit/morning-rhythm");
    await expect(page.getByRole("heading", { level: 1, name: "कौशल 1: रोज़ एक ही समय पर उठना" })).toBeVisible();
    // The racing mind of the mood check pauses the practice a day, with the check's short practice in Hindi.
    const pause = page.getByTestId("pause-note");
    await expect(pause.getByRole("heading", { name: hi.Practice.pauseTitle })).toBeVisible();
    await expect(pause).toContainText(say(hi.Practice.pauseRelief, { title: HINDI_RELIEFS["box-breathing"].title }));
    await expect(pause.getByRole("listitem").first()).toHaveText(HINDI_RELIEFS["box-breathing"].steps[0]!);
    await readsInHindi(page, "13-skill");
    await button(page, hi.Practice.continueAnyway).click();
    const atActivity = (n: number) => expect(page.getByText(new RegExp(`गतिविधि ${n} / 5$`))).toBeVisible();

    await atActivity(1);
    await page.getByRole("checkbox", { name: "अलार्म बजता है और उसे स्नूज़ कर देना" }).check();
    await button(page, "आगे").click();
    await atActivity(2);
    await page.getByRole("radio", { name: "कमी पूरी करने के लिए सप्ताहांत पर देर तक सोना" }).check();
    await button(page, "उत्तर दें").click();
    await expect(page.getByRole("status")).toContainText("सही उत्तर है");
    await readsInHindi(page, "14-skill-quiz");
    await button(page, "आगे").click();
    await atActivity(3);
    await page.getByRole("radio", { name: "6:00 से 6:30" }).check();
    await page.getByLabel("अपने शब्दों में").fill("रात को थोड़ा जल्दी सोना मदद करेगा।");
    await button(page, "आगे").click();
    await atActivity(4);
    await page.getByRole("textbox").fill("शांत, खिड़की खुली हुई।");
    await button(page, "आगे").click();
    await atActivity(5);
    await button(page, "मैंने अभी कर लिया").click();
    await page.getByTestId("try-later-follow-up").getByRole("textbox").first().fill("अलार्म के साथ उठ गई; खुली खिड़की ने मदद की।");
    await button(page, "कौशल पूरा करें").click();

    const moment = page.getByTestId("skill-complete");
    await expect(moment.getByRole("heading", { level: 1 })).toHaveText("कौशल 1 पूरा हुआ: रोज़ एक ही समय पर उठना");
    await expect(moment.getByText("आपने इसकी सभी 5 गतिविधियाँ पूरी कीं")).toBeVisible();
    await readsInHindi(page, "15-skill-complete");
  });

  await test.step("talks to the companion, and words of crisis in Hindi bring India's help lines", async () => {
    await page.goto("/companion");
    const talk = page.getByTestId("companion-conversation");
    const box = talk.getByLabel(/को जवाब दीजिए$/);
    await expect(box).toBeVisible();
    await box.fill("आज मन बहुत बेचैन है और घबराहट हो रही है");
    await button(talk, hi.Companion.send).click();
    await expect(talk.getByTestId("message-companion")).toHaveCount(1);
    await expect(talk.getByTestId("message-companion").last()).toHaveText(/[\u0900-\u097F]/);
    await expect(talk.getByTestId("companion-help-lines")).toHaveCount(0);

    await box.fill("सच कहूँ तो अब जीने का मन नहीं करता");
    await button(talk, hi.Companion.send).click();
    const help = talk.getByTestId("companion-help-lines");
    await expect(help).toContainText("14416");
    await expect(help.getByRole("link", { name: /14416/ }).first()).toHaveAttribute("href", /^tel:/);
    await expect(talk.getByTestId("message-companion").last()).toContainText("हेल्पलाइन");
    await readsInHindi(page, "16-companion-crisis");
  });

  await test.step("sets a reminder on /profile, where the visitor's first answers are kept too", async () => {
    await page.goto("/profile");
    await expect(page.getByRole("heading", { level: 1, name: say(hi.Profile.title, { name }) })).toBeVisible();
    // The visitor's answers, given before the account existed, came along at signup.
    await expect(page.locator('section[aria-labelledby="first-answers-title"]')).toContainText(VISITOR_ONBOARDING.tracks.sleep[0]!.options[1]!.label);
    const section = page.getByTestId("reminders");
    await section.getByLabel("मुझे कोमल रिमाइंडर भेजें").check();
    await section.getByRole("checkbox", { name: /शाम का चिंतन/ }).check();
    await button(section, "रिमाइंडर सहेजें").click();
    await expect(section.getByRole("status").filter({ hasText: "आपके रिमाइंडर सहेज लिए गए।" })).toBeVisible();
    await expect(section.getByTestId("calendar-holds")).toContainText("शाम का चिंतन 20:30 पर");
    // The skill finished above, named in Hindi though the database keeps it in English.
    const habits = page.getByTestId("completed-habits");
    await expect(habits.getByRole("heading", { name: "सुबह की लय" })).toBeVisible();
    await expect(habits).toContainText(`कौशल 1: रोज़ एक ही समय पर उठना (${hi.Practice.stageSeed})`);
    await expectNoEnglishSentence(habits);
    const zone = page.getByTestId("time-zone-section");
    await expect(zone.getByRole("heading", { name: hi.TimeZone.zone })).toBeVisible();
    await expect(zone.getByTestId("time-zone-now")).toHaveText(/नवंबर|दिसंबर|जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्तूबर/);
    await expect(zone.getByRole("button", { name: hi.TimeZone.save })).toBeVisible();
    // Every section of /profile, with the browser's own name for this device ("Chrome on Linux", as
    // hindi-profile.spec.ts allows) and the zones' IANA names ("Asia/Ho Chi Minh (GMT+7)") as they are.
    const asTheyAre = [/\b(?:Chrome|A browser) on \w+\b/g, /\b[A-Z][a-z]+\/[\w/ -]+ \(GMT[^)]*\)/g];
    await expect(page.locator('section[aria-labelledby="share-links-title"]')).toContainText(hi.PractitionerReport.linksNone);
    await expectNoEnglishSentence(page.locator("main"), asTheyAre);
    await readsInHindi(page, "17-profile-reminder", zone, asTheyAre);
  });

  await test.step("downloads the report as a PDF", async () => {
    await page.goto("/report/share");
    await expect(page.getByRole("heading", { level: 1, name: "अपनी रिपोर्ट किसी चिकित्सक को दिखाइए" })).toBeVisible();
    await expect(page.getByRole("radio", { name: "हिन्दी" })).toBeChecked();
    await readsInHindi(page, "18-share");
    const pdf = await download(page, page.getByTestId("download-pdf"));
    expect(pdf.name).toMatch(/\.pdf$/);
    expect(pdf.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdf.bytes.length).toBeGreaterThan(10_000);
    // And a link, which /profile lists below in Hindi.
    await button(page, "लिंक बनाइए").click();
    await expect(page.getByTestId("share-link-created").getByRole("textbox")).toHaveValue(/\/shared\//);
  });

  await test.step("the account keeps Hindi through logout and login, and its export says so", async () => {
    await logOutAndInWithoutTheCookie(page, context, account);
    await page.goto("/profile");
    await expect(html(page)).toHaveAttribute("lang", "hi");
    const link = page.getByTestId("share-link");
    await expect(link).toContainText(hi.PractitionerReport.sections.bodyType);
    await expect(link.getByTestId("share-link-opened")).toHaveText(hi.PractitionerReport.linkNotOpened);
    await expect(link.getByRole("button", { name: hi.PractitionerReport.revoke })).toBeVisible();
    await expectNoEnglishSentence(page.locator('section[aria-labelledby="share-links-title"]'));

    const file = await download(page, page.getByRole("link", { name: hi.Profile.download }));
    expect(file.name).toMatch(/\.json$/);
    const data = JSON.parse(file.bytes.toString("utf8")) as { account: { locale: string | null; timeZone: string } };
    expect(data.account).toMatchObject({ locale: "hi", timeZone: "Asia/Kolkata" });
    expect(file.bytes.toString("utf8")).toContain(journalEntry);
  });

  await test.step("back in English, every answer is kept: the same body type, the journal entry, the reminder", async () => {
    await everyAnswerKeptInEnglish(page, { name, bodyType, journalEntry });
  });
});
