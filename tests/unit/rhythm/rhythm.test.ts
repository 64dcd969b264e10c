import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dayRhythm } from "@/lib/rhythm";
import { localDayPeriods, rhythmPeriods } from "@/lib/rhythm/periods";
import { localDayBounds } from "@/lib/time/day";
import { formatLocalTime } from "@/lib/time/format";

const HOUR = 3_600_000;

describe("the periods of the day and night", () => {
  it("cover sunrise to the next sunrise with no gap, in thirds: Kapha, Pitta, Vata by day and by night", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }),
        fc.integer({ min: 4 * HOUR, max: 20 * HOUR }),
        fc.integer({ min: 23.5 * HOUR, max: 24.5 * HOUR }),
        (rise, dayLength, toNextRise) => {
          const sun = {
            sunrise: new Date(rise),
            sunset: new Date(rise + dayLength),
            nextSunrise: new Date(rise + toNextRise),
            solarNoon: new Date(rise + dayLength / 2),
          };
          const periods = rhythmPeriods(sun);
          expect(periods.map((p) => `${p.part}-${p.dosha}`)).toEqual(["day-K", "day-P", "day-V", "night-K", "night-P", "night-V"]);
          expect(periods[0]!.start).toEqual(sun.sunrise);
          expect(periods.at(-1)!.end).toEqual(sun.nextSunrise);
          periods.slice(1).forEach((p, i) => expect(p.start.getTime()).toBe(periods[i]!.end.getTime()));
          for (const p of periods) expect(p.end.getTime()).toBeGreaterThan(p.start.getTime());
          expect(Math.abs(periods[1]!.end.getTime() - periods[1]!.start.getTime() - dayLength / 3)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});

describe("the periods of a local day", () => {
  it.each(["Asia/Kolkata", "Australia/Sydney", "Europe/Oslo", "America/Los_Angeles"])("cover %s's midnight to midnight with no gap, over a year", (zone) => {
    for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 86_400_000 * 7) {
      const day = new Date(ms).toISOString().slice(0, 10);
      const periods = dayRhythm(day, zone, null, "hemanta")!.periods;
      const { start, end } = localDayBounds(day, zone);
      expect(periods[0]!.start).toEqual(start);
      expect(periods.at(-1)!.end).toEqual(end);
      periods.slice(1).forEach((p, i) => expect(p.start.getTime()).toBe(periods[i]!.end.getTime()));
      expect(periods.find((p) => p.part === "day" && p.dosha === "K")!.start.getTime()).toBeGreaterThan(start.getTime());
    }
  });

  it("begins with the end of last night: Sydney before dawn on 29 November is in the Vata dawn", () => {
    const zone = "Australia/Sydney";
    const periods = dayRhythm("2026-11-29", zone, null, "grishma")!.periods;
    expect(periods.map((p) => `${p.part}-${p.dosha} ${formatLocalTime(p.start, zone)}`)).toEqual([
      "night-P 00:00",
      "night-V 02:21",
      "day-K 05:37",
      "day-P 10:21",
      "day-V 15:05",
      "night-K 19:49",
      "night-P 23:05",
    ]);
    const fiveAm = new Date("2026-11-28T18:13:00Z");
    expect(periods.find((p) => p.start <= fiveAm && fiveAm < p.end)).toMatchObject({ part: "night", dosha: "V" });
  });

  it("drops nothing and adds nothing when cut: the cut periods are the whole ones within the day", () => {
    const hour = 3_600_000;
    const t0 = Date.UTC(2026, 0, 1, 6);
    const sun = (at: number) => ({
      sunrise: new Date(at),
      sunset: new Date(at + 12 * hour),
      nextSunrise: new Date(at + 24 * hour),
      solarNoon: new Date(at + 6 * hour),
    });
    const cut = localDayPeriods(sun(t0 - 24 * hour), sun(t0), new Date(t0 - 6 * hour), new Date(t0 + 18 * hour));
    expect(cut.map((p) => [p.part + p.dosha, (p.end.getTime() - p.start.getTime()) / hour])).toEqual([
      ["nightP", 2],
      ["nightV", 4],
      ["dayK", 4],
      ["dayP", 4],
      ["dayV", 4],
      ["nightK", 4],
      ["nightP", 2],
    ]);
  });
});

describe("the suggested times", () => {
  const times = (zone: string, day: string, lead: "V" | "P" | "K" | null, ritu: Parameters<typeof dayRhythm>[3]) =>
    Object.fromEntries(dayRhythm(day, zone, lead, ritu)!.suggested.map((s) => [s.kind, formatLocalTime(s.at, zone)]));

  it("wakes a Kapha person earlier than a Vata one, before sunrise, and feeds both at solar noon", () => {
    // Kolkata, 28 November 2026: sunrise 05:58, solar noon 11:24, sunset 16:51.
    const kapha = times("Asia/Kolkata", "2026-11-28", "K", "hemanta");
    const vata = times("Asia/Kolkata", "2026-11-28", "V", "hemanta");
    expect(kapha.wake).toBe("05:00");
    expect(vata.wake).toBe("05:30");
    expect(kapha.meal).toBe("11:30"); // solar noon 11:25, kept to the livable range
    expect(vata.meal).toBe("11:30");
  });

  it("puts sleep before the night's Pitta period and winding down an hour before it", () => {
    // Sydney, 21 December 2026: sunset 20:05, next sunrise 05:41; the night's Pitta third from about 23:17.
    const pitta = times("Australia/Sydney", "2026-12-21", "P", "grishma");
    expect(pitta.sleep).toBe("22:45");
    expect(pitta.windDown).toBe("21:45");
    expect(pitta.wake).toBe("04:55");
  });

  it("shapes the times by season: earlier waking in Vasanta, earlier sleep in Hemanta", () => {
    const day = "2026-11-28";
    // Sydney that night: the night's Pitta third from 23:04, so 30 minutes before is 22:35, 45 in Hemanta 22:20.
    expect(times("Asia/Kolkata", day, null, "vasanta").wake).toBe("05:00");
    expect(times("Asia/Kolkata", day, null, "sharad").wake).toBe("05:15");
    expect(times("Australia/Sydney", day, null, "hemanta").sleep).toBe("22:20");
    expect(times("Australia/Sydney", day, null, "sharad").sleep).toBe("22:35");
  });

  it("has no rhythm for a zone without a place", () => {
    expect(dayRhythm("2026-11-28", "UTC", null, "hemanta")).toBeNull();
  });
});
