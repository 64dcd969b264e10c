import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signedInWithReport } from "./pages/dashboard";
import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations } from "./support/a11y";
import { expectNoEnglishSentence, readInHindi } from "./support/hindi";
import { wallTimeToInstant } from "@/lib/reminders/schedule";
import { addDays, todayIn } from "@/lib/time";
import { formatDateTimeIn } from "@/lib/time/format-in-locale";

// A Hindi reader's practice (issue 37): the library, the guided flow of a skill and its completion
// in Hindi, from content/hi/habits and content/hi/packs and the Practice words of messages/hi.json.

test.use({ viewport: { width: 390, height: 844 }, timezoneId: "Asia/Kolkata" });

const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });

/** The flow's line over each activity ("… · गतिविधि 2 / 5"), once it shows activity `n`. */
async function atActivity(page: Page, n: number) {
  await expect(page.getByText(new RegExp(`गतिविधि ${n} / 5$`))).toBeVisible();
  await expectNoEnglishSentence(page);
}

test("a Hindi reader with a report finds the habits in Hindi and finishes a skill in Hindi", async ({ page, context, baseURL }, testInfo) => {
  await readInHindi(context, baseURL!);
  await signedInWithReport(page, "hindi-practice");

  await page.goto("/habits");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { level: 1, name: "सभी अभ्यास देखें" })).toBeVisible();
  const card = page.getByTestId("habit-card").filter({ has: page.getByRole("heading", { name: "सुबह की लय" }) });
  await expect(card.getByTestId("habit-progress")).toHaveText("सीखने को 5 कौशल");
  await expect(card.getByRole("link", { name: "सुबह की लय खोलें" })).toHaveAttribute("href", "/habit/morning-rhythm");
  await expectNoEnglishSentence(page);
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalOverflow(page);

  await page.goto("/habit/morning-rhythm");
  await expect(page.getByRole("heading", { level: 1, name: "कौशल 1: रोज़ एक ही समय पर उठना" })).toBeVisible();
  await expect(page.getByText("पड़ाव: बीज")).toBeVisible();
  await expectNoEnglishSentence(page);
  await expectNoSeriousA11yViolations(page);
  await button(page, "कौशल शुरू करें").click();

  // 1. What mornings are like now: any number of choices.
  await atActivity(page, 1);
  await page.getByRole("checkbox", { name: "अलार्म बजता है और उसे स्नूज़ कर देना" }).check();
  await button(page, "आगे").click();

  // 2. A quiz: the answer is said kindly, in Hindi, either way.
  await atActivity(page, 2);
  await page.getByRole("radio", { name: "कमी पूरी करने के लिए सप्ताहांत पर देर तक सोना" }).check();
  await button(page, "उत्तर दें").click();
  await expect(page.getByRole("status")).toContainText("सही उत्तर है");
  await expectNoEnglishSentence(page);
  await button(page, "आगे").click();

  // 3. An anchor time, and a few words of one's own.
  await atActivity(page, 3);
  await page.getByRole("radio", { name: "6:00 से 6:30" }).check();
  await page.getByLabel("अपने शब्दों में").fill("रात को थोड़ा जल्दी सोना मदद करेगा।");
  await expectNoSeriousA11yViolations(page);
  await button(page, "आगे").click();

  // 4. A reflection.
  await atActivity(page, 4);
  await page.getByRole("textbox").fill("शांत, खिड़की खुली हुई।");
  await button(page, "आगे").click();

  // 5. Try it later: planned for tomorrow evening, the moment written as Hindi writes it; then done now, and its follow-up opens.
  await atActivity(page, 5);
  await expect(button(page, "समय तय करें")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const tomorrow = addDays(todayIn("Asia/Kolkata"), 1);
  await page.getByRole("radio", { name: "कल" }).check();
  await page.getByLabel("किस समय?").fill("18:30");
  await button(page, "समय तय करें").click();
  const when = formatDateTimeIn("hi", wallTimeToInstant(tomorrow, 18 * 60 + 30, "Asia/Kolkata"), "Asia/Kolkata");
  expect(when).toMatch(/ को शाम 6:30 बजे$/);
  await expect(page.getByTestId("try-later-planned").locator("p").first()).toHaveText(`${when} के लिए तय है।`);
  await expectNoEnglishSentence(page);
  await button(page, "मैंने अभी कर लिया").click();
  await page.getByTestId("try-later-follow-up").getByRole("textbox").first().fill("अलार्म के साथ उठ गई; खुली खिड़की ने मदद की।");
  await expect(page.getByLabel("इसमें लगभग कितने मिनट लगे?")).toBeVisible();
  await expectNoEnglishSentence(page);
  await button(page, "कौशल पूरा करें").click();

  const moment = page.getByTestId("skill-complete");
  await expect(moment.getByRole("heading", { level: 1 })).toHaveText("कौशल 1 पूरा हुआ: रोज़ एक ही समय पर उठना");
  await expect(moment.getByText("आपने इसकी सभी 5 गतिविधियाँ पूरी कीं")).toBeVisible();
  await expect(moment.getByTestId("completion-plant-line")).toHaveText("आपके बगीचे में सुबह की लय का पौधा लग गया है: एक नन्हा अंकुर।");
  await expect(moment.getByTestId("stage-reached").getByRole("heading", { name: "आपकी यात्रा अब अंकुरण के पड़ाव पर है" })).toBeVisible();
  await expect(moment.getByRole("link", { name: "डैशबोर्ड पर लौटें" })).toHaveAttribute("href", "/dashboard");
  await expect(button(page, "अगला कौशल: गुनगुना पानी और खिड़की की रोशनी")).toBeVisible();
  await expectNoEnglishSentence(page);
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: testInfo.outputPath("hindi-completion-390.png"), fullPage: true });

  // The same moment drawn by the server (where the one form ends), at a desktop's width.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/habit/morning-rhythm/complete?skill=1");
  await expect(page.getByRole("heading", { level: 1, name: "कौशल 1 पूरा हुआ: रोज़ एक ही समय पर उठना" })).toBeVisible();
  await expectNoEnglishSentence(page);
  await page.screenshot({ path: testInfo.outputPath("hindi-completion-1280.png"), fullPage: true });

  // The next skill opens in Hindi too.
  await page.goto("/habit/morning-rhythm");
  await expect(page.getByRole("heading", { level: 1, name: "कौशल 2: गुनगुना पानी और खिड़की की रोशनी" })).toBeVisible();
  await expect(page.getByText("5 में से कौशल 2")).toBeVisible();
});

test("the skill's one form, the way before JavaScript, is in Hindi too", async ({ page, context, baseURL }) => {
  await readInHindi(context, baseURL!);
  await signedInWithReport(page, "hindi-practice-form");
  await page.goto("/habit/morning-rhythm/answers");
  await expect(page.getByRole("heading", { level: 1, name: "कौशल 1: रोज़ एक ही समय पर उठना" })).toBeVisible();
  await expect(page.getByRole("link", { name: "इसके बजाय एक-एक करके" })).toHaveAttribute("href", "/habit/morning-rhythm");
  await expect(page.getByText("5 में से गतिविधि 1")).toBeVisible();
  await expect(button(page, "मेरे उत्तर सहेजें")).toBeVisible();
  await expectNoEnglishSentence(page);
  await expectNoSeriousA11yViolations(page);

  // A pick the activity never offered (the page changed on its way) is refused, and the server says why in Hindi.
  const first = page.getByTestId("skill-form-activity").first();
  const box = first.getByRole("checkbox", { name: "अलार्म बजता है और उसे स्नूज़ कर देना" });
  await page.route("**/habit/morning-rhythm/answers", async (route) => {
    const body = route.request().postDataBuffer();
    if (route.request().method() !== "POST" || !body) return route.continue();
    await route.continue({ postData: body.toString("utf8").replace("अलार्म बजता है और उसे स्नूज़ कर देना", "कोई और विकल्प") });
  });
  await box.check();
  await button(page, "मेरे उत्तर सहेजें").click();
  await expect(first).toContainText("“कोई और विकल्प” दिए गए विकल्पों में से नहीं है।");
  await expect(page.getByText("ये उत्तर सहेजे नहीं जा सके: “कोई और विकल्प” दिए गए विकल्पों में से नहीं है।", { exact: false })).toBeVisible();
  await expectNoEnglishSentence(page);
});
