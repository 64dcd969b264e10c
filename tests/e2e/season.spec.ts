import { mkdirSync } from "node:fs";
import { SEASONS } from "@/content/seasons";
import { sunDay } from "@/lib/rhythm/sun";
import { seasonNow } from "@/lib/season";
import { zonePlace } from "@/lib/season/zone-places";
import { todayIn } from "@/lib/time/day";
import { formatLocalTime } from "@/lib/time/format";
import { TEST_NOW_COOKIE } from "@/lib/time/test-now-cookie";
import { expect, test } from "./fixtures";
import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations } from "./support/a11y";
import { createPerson } from "./support/people";

// The season and the day for a person in Kolkata and one in Sydney: the season card on Home, the
// report's season section and the rhythm page, with a reminder set from a suggested time. Both
// clocks are fixed at one known moment: the browser's by Playwright, the server's by the
// `test-now` cookie, which only the e2e server reads (TEST_CLOCK=1, lib/time/request-now.ts).
// On 12 November Kolkata is in Sharad and Sydney, three ritus on in the south, in Vasanta; both
// are in the sandhi before the change of 16 November (docs/decisions/0049-season-and-day.md).
const NOW = new Date("2026-11-12T06:30:00Z");
const KNOWN = { "Asia/Kolkata": "Sharad, early autumn", "Australia/Sydney": "Vasanta, spring" } as const;
const SHOTS = "/tmp/shots-season";
mkdirSync(SHOTS, { recursive: true });
/** A picture of one card scrolls it to the top, under the fixed site header: hide the header for it. */
const OVER_THE_FIXED_HEADER = "header { visibility: hidden !important; }";

for (const zone of ["Asia/Kolkata", "Australia/Sydney"] as const) {
  const city = zone.split("/")[1]!.toLowerCase();
  for (const width of [390, 1280] as const) {
    test.describe(`${zone} at ${width} px`, () => {
      test.use({ timezoneId: zone, viewport: { width, height: width === 390 ? 844 : 900 } });

      test("the season on Home and in the report, and a day's rhythm set to the sunrise", async ({ page, context, baseURL }) => {
        const now = NOW;
        await page.clock.setFixedTime(now);
        await context.addCookies([{ name: TEST_NOW_COOKIE, value: now.toISOString(), url: baseURL! }]);
        await createPerson(page.request, `season-${city}-${width}`, { results: ["onboarding", "vikriti"], timeZone: zone });
        const season = seasonNow(zone, now);
        const words = SEASONS[season.ritu];
        expect(`${words.name}, ${words.plain}`).toBe(KNOWN[zone]);

        await page.goto("/dashboard");
        const card = page.getByTestId("season-card");
        await expect(card.getByRole("heading", { name: `${words.name}, ${words.plain}` })).toBeVisible();
        await expect(card.getByTestId("season-personal")).toHaveText(/(^|; )(with|for) your (Vata|Pitta|Kapha) (imbalance|body type), /i);
        await expect(card.getByText(words.food)).toBeVisible();
        if (zone === "Australia/Sydney") await expect(card.getByText(/southern hemisphere/)).toBeVisible();
        else await expect(card.getByText(/southern hemisphere/)).toHaveCount(0);
        await expect(card.getByTestId("season-sandhi")).toHaveCount(1);
        await expectNoHorizontalOverflow(page);
        await expectNoSeriousA11yViolations(page);
        await card.scrollIntoViewIfNeeded();
        await card.screenshot({ path: `${SHOTS}/card-${city}-${width}.png`, style: OVER_THE_FIXED_HEADER });

        await page.goto("/report");
        const section = page.getByTestId("report-season");
        await expect(section.getByRole("heading", { level: 2, name: `${words.name}, ${words.plain}` })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await section.screenshot({ path: `${SHOTS}/report-${city}-${width}.png`, style: OVER_THE_FIXED_HEADER });

        await page.goto("/dashboard");
        await page
          .getByTestId("season-card")
          .getByRole("link", { name: /Your day's rhythm/ })
          .click();
        await expect(page).toHaveURL(/\/rhythm$/);
        await expect(page.getByRole("heading", { level: 1, name: "Your day's rhythm" })).toBeVisible();
        const sun = sunDay(todayIn(zone, now), zone, zonePlace(zone)!)!;
        const sunBox = page.getByTestId("rhythm-sun");
        await expect(sunBox).toContainText(`Sunrise${formatLocalTime(sun.sunrise, zone)}`);
        await expect(sunBox).toContainText(`Sunset${formatLocalTime(sun.sunset, zone)}`);
        await expect(sunBox).toContainText(`for ${zone === "Asia/Kolkata" ? "Kolkata" : "Sydney"}, the principal city`);
        // Midnight to midnight: the end of last night, the day's three and tonight's, cut at midnight.
        expect(await page.getByTestId("rhythm-periods").getByRole("listitem").count()).toBeGreaterThanOrEqual(6);
        await expect(page.locator('[aria-current="time"]')).toHaveCount(1);
        await expectNoHorizontalOverflow(page);
        await expectNoSeriousA11yViolations(page);
        await page.screenshot({ path: `${SHOTS}/rhythm-${city}-${width}.png`, fullPage: true });

        // A reminder from the suggested waking time: the button names the time, saving says so,
        // and the Reminders form on /profile shows it as the morning check-in's time.
        const wake = page.getByTestId("suggested-wake");
        const remind = wake.getByRole("button", { name: /^Remind me at \d\d:\d\d$/ });
        const time = (await remind.textContent())!.slice(-5);
        await remind.click();
        await expect(wake.getByRole("status")).toHaveText(`Saved: your mood check-in reminder is now at ${time}.`);
        await page.goto("/profile");
        await expect(page.locator('input[name="moodTime"]')).toHaveValue(time);
      });
    });
  }
}
