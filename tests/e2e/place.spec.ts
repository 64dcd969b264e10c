import { NEARBY_CITIES } from "@/content/nearby-cities";
import { sunDay } from "@/lib/rhythm/sun";
import { zonePlace } from "@/lib/season/zone-places";
import { todayIn } from "@/lib/time/day";
import { formatLocalTime } from "@/lib/time/format";
import { TEST_NOW_COOKIE } from "@/lib/time/test-now-cookie";
import { expect, test } from "./fixtures";
import { expectNoSeriousA11yViolations } from "./support/a11y";
import { createPerson } from "./support/people";

// A person's place is approximate and private: their zone's principal city unless they choose a
// nearer city of the zone on /profile (docs/decisions/0049-season-and-day.md). Choosing Mumbai in
// Asia/Kolkata moves /rhythm's sunrise from Kolkata's to Mumbai's, most of an hour later.
const NOW = new Date("2026-11-12T06:30:00Z");
const ZONE = "Asia/Kolkata";
const day = todayIn(ZONE, NOW);
const sunriseAt = (place: { latitude: number; longitude: number }) => formatLocalTime(sunDay(day, ZONE, place)!.sunrise, ZONE);
const city = (id: string) => NEARBY_CITIES[ZONE]!.find((c) => c.id === id)!;

test.use({ timezoneId: ZONE, viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ page, context, baseURL }) => {
  await page.clock.setFixedTime(NOW);
  await context.addCookies([{ name: TEST_NOW_COOKIE, value: NOW.toISOString(), url: baseURL! }]);
});

test("choosing a nearer city on /profile moves the sunrise on /rhythm there, and choosing the principal city again moves it back", async ({
  page,
}, testInfo) => {
  await createPerson(page.request, "place-mumbai", { results: ["onboarding"], timeZone: ZONE });
  const kolkata = sunriseAt(zonePlace(ZONE)!);
  const mumbai = sunriseAt(city("mumbai"));
  expect(mumbai).not.toBe(kolkata);

  await page.goto("/rhythm");
  const sun = page.getByTestId("rhythm-sun");
  await expect(sun).toContainText(`Sunrise${kolkata}`);
  await expect(sun).toContainText("Sunrise and sunset for Kolkata, the principal city of your time zone.");

  await page.goto("/profile");
  const section = page.getByTestId("place-section");
  await expect(section.getByRole("heading", { name: "Your place for the sun" })).toBeVisible();
  await expect(section.getByLabel("City")).toHaveValue("");
  await section.getByLabel("City").selectOption({ label: "Mumbai" });
  await section.getByRole("button", { name: "Save city" }).click();
  await expect(section.getByRole("status")).toHaveText("Saved. Your sunrise now follows this city.");
  await expectNoSeriousA11yViolations(page);
  await section.screenshot({ path: testInfo.outputPath("place-390.png") });
  await page.setViewportSize({ width: 1280, height: 900 });
  await section.screenshot({ path: testInfo.outputPath("place-1280.png") });
  await page.setViewportSize({ width: 390, height: 844 });

  await page.goto("/rhythm");
  await expect(sun).toContainText(`Sunrise${mumbai}`);
  await expect(sun).toContainText("Sunrise and sunset for Mumbai, the city you chose on your profile.");

  await page.goto("/profile");
  await expect(section.getByLabel("City")).toHaveValue("mumbai");
  await section.getByLabel("City").selectOption("");
  await section.getByRole("button", { name: "Save city" }).click();
  await expect(section.getByRole("status")).toHaveText("Saved. Your sunrise now follows this city.");
  await page.goto("/rhythm");
  await expect(sun).toContainText(`Sunrise${kolkata}`);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the city is saved by the form itself", async ({ page }) => {
    await createPerson(page.request, "place-no-script", { results: ["onboarding"], timeZone: ZONE });
    await page.goto("/profile");
    const section = page.getByTestId("place-section");
    await section.getByLabel("City").selectOption({ label: "Delhi" });
    await section.getByRole("button", { name: "Save city" }).click();
    await expect(page.getByTestId("place-section").getByLabel("City")).toHaveValue("delhi");
    await page.goto("/rhythm");
    await expect(page.getByTestId("rhythm-sun")).toContainText(`Sunrise${sunriseAt(city("delhi"))}`);
  });
});
