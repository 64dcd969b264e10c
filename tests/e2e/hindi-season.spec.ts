import { mkdirSync } from "node:fs";
import { seasonWords, rhythmWords } from "@/content/by-locale/season";
import { formatTimeIn } from "@/lib/time/format-in-locale";
import { sunDay } from "@/lib/rhythm/sun";
import { zonePlace } from "@/lib/season/zone-places";
import { todayIn } from "@/lib/time/day";
import { TEST_NOW_COOKIE } from "@/lib/time/test-now-cookie";
import { expect, test } from "./fixtures";
import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations } from "./support/a11y";
import { expectNoEnglishSentence, readInHindi } from "./support/hindi";
import { createPerson } from "./support/people";

// The season and the day in Hindi (issue 40): the season card on Home, the report's season
// section and /rhythm, for a Hindi reader in Kolkata on 12 November, when Sharad is giving way to
// Hemanta. Both clocks are fixed (the server's by the e2e-only `test-now` cookie,
// lib/time/request-now.ts), so the ritu, the sandhi's date and the sunrise are known.
const NOW = new Date("2026-11-12T06:30:00Z");
const ZONE = "Asia/Kolkata";
const SHOTS = "/tmp/shots-hindi-season";
mkdirSync(SHOTS, { recursive: true });
const OVER_THE_FIXED_HEADER = "header { visibility: hidden !important; }";
const { SEASON_CARD_WORDS, SANDHI_WORDS } = seasonWords("hi");
const { RHYTHM_PAGE_WORDS } = rhythmWords("hi");

for (const width of [390, 1280] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ timezoneId: ZONE, viewport: { width, height: width === 390 ? 844 : 900 } });

    test("a Hindi reader sees Sharad's card, the report's season and the day's rhythm in Hindi, with Hindi times", async ({ page, context, baseURL }) => {
      await page.clock.setFixedTime(NOW);
      await context.addCookies([{ name: TEST_NOW_COOKIE, value: NOW.toISOString(), url: baseURL! }]);
      await readInHindi(context, baseURL!);
      await createPerson(page.request, `hindi-season-${width}`, { results: ["onboarding", "vikriti"], timeZone: ZONE });

      await page.goto("/dashboard");
      const card = page.getByTestId("season-card");
      await expect(card.getByRole("heading", { name: "शरद, शुरुआती पतझड़" })).toBeVisible();
      await expect(card.getByText(SEASON_CARD_WORDS.title)).toBeVisible();
      await expect(card.getByTestId("season-personal")).toHaveText(/(आपके बढ़े हुए|आपकी) (वात|पित्त|कफ)/);
      await expect(card.getByText("आहार", { exact: true })).toBeVisible();
      const sandhi = card.getByTestId("season-sandhi");
      await expect(sandhi.getByRole("heading", { name: SANDHI_WORDS.title })).toBeVisible();
      await expect(sandhi).toContainText("शरद ऋतु अब हेमंत को जगह दे रही है (16 नवंबर से)");
      await expect(card.getByText(/दक्षिणी गोलार्ध/)).toHaveCount(0);
      await expectNoEnglishSentence(card);
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousA11yViolations(page);
      await card.scrollIntoViewIfNeeded();
      await card.screenshot({ path: `${SHOTS}/card-${width}.png`, style: OVER_THE_FIXED_HEADER });

      await page.goto("/report");
      const section = page.getByTestId("report-season");
      await expect(section.getByRole("heading", { level: 2, name: "शरद, शुरुआती पतझड़" })).toBeVisible();
      await expect(section.getByTestId("season-sandhi")).toContainText("16 नवंबर से");
      await expectNoEnglishSentence(section);
      await expectNoSeriousA11yViolations(page);
      await section.screenshot({ path: `${SHOTS}/report-${width}.png`, style: OVER_THE_FIXED_HEADER });

      await page.goto("/dashboard");
      await page.getByTestId("season-card").getByRole("link", { name: RHYTHM_PAGE_WORDS.link }).click();
      await expect(page).toHaveURL(/\/rhythm$/);
      await expect(page.getByRole("heading", { level: 1, name: RHYTHM_PAGE_WORDS.title })).toBeVisible();
      const sun = sunDay(todayIn(ZONE, NOW), ZONE, zonePlace(ZONE)!)!;
      const sunBox = page.getByTestId("rhythm-sun");
      await expect(sunBox).toContainText(`सूर्योदय${formatTimeIn("hi", sun.sunrise, ZONE)}`);
      await expect(sunBox).toContainText(`सूर्यास्त${formatTimeIn("hi", sun.sunset, ZONE)}`);
      await expect(sunBox).toContainText(/^सूर्योदयसुबह \d{1,2}:\d\d/);
      // The zone's principal city in its Hindi name, not "Kolkata".
      await expect(sunBox).toContainText("कोलकाता के लिए सूर्योदय और सूर्यास्त, जो आपके समय क्षेत्र का प्रमुख शहर है।");
      await expect(page.getByTestId("rhythm-periods").getByText("कफ की सुबह")).toBeVisible();
      await expect(page.getByTestId("suggested-wake").getByRole("heading", { name: "जागना" })).toBeVisible();
      await expect(page.getByTestId("suggested-wake").getByRole("button", { name: /^(सुबह|रात) \d{1,2}:\d\d पर याद दिलाएँ$/ })).toBeVisible();
      await expect(page.locator('[aria-current="time"]')).toHaveCount(1);
      await expectNoEnglishSentence(page.locator("main"));
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `${SHOTS}/rhythm-${width}.png`, fullPage: true });

      // A suggested time inside the person's quiet hours is refused, and the button says why in Hindi.
      await page.goto("/profile");
      const reminders = page.getByTestId("reminders");
      await reminders.locator('input[name="quietStart"]').fill("22:00");
      await reminders.locator('input[name="quietEnd"]').fill("08:00");
      await reminders.getByRole("button", { name: "रिमाइंडर सहेजें" }).click();
      await expect(reminders.getByRole("status").filter({ hasText: "आपके रिमाइंडर सहेज लिए गए।" })).toBeVisible();
      await page.goto("/rhythm");
      const wake = page.getByTestId("suggested-wake");
      await wake.getByRole("button", { name: /पर याद दिलाएँ$/ }).click();
      await expect(wake.getByRole("status")).toHaveText("यह समय आपके शांत समय के भीतर आता है। कोई दूसरा समय चुनिए, या शांत समय बदल दीजिए।");
      await expectNoEnglishSentence(page.locator("main"));
    });
  });
}
