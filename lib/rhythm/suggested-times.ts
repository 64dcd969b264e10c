/**
 * Suggested times for the day, set by the sun and shaped by the person's leading dosha (their
 * imbalance, else their body type) and the season (docs/decisions/0049-season-and-day.md):
 * - waking before sunrise, in the spirit of brahma muhurta (Ashtanga Hridaya Sutrasthana 2.1):
 *   an hour before for Kapha, 45 minutes for Pitta or no type yet, 30 for Vata, which needs its
 *   rest; 15 minutes earlier in Vasanta, when the texts ask everyone to shake off heaviness;
 * - the main meal at solar noon, the middle of the day's Pitta period, when digestion is strongest;
 * - sleep before the night's Pitta period begins: 45 minutes before for Vata, 30 for Pitta or no
 *   type, 15 for Kapha, which needs the least; 15 minutes earlier in the long nights of Hemanta
 *   and Shishira; winding down an hour before sleep.
 * Every time is rounded to five minutes and kept to a livable range of the local clock. Pure.
 */
import type { DoshaCode } from "@/lib/scoring/doshas";
import type { Ritu } from "@/lib/season";
import { localParts } from "@/lib/time/day";
import type { RhythmPeriod, SunDay } from "./periods";

export type SuggestedKind = "wake" | "meal" | "windDown" | "sleep";

const MINUTE = 60_000;
const WAKE_BEFORE_SUNRISE: Readonly<Record<DoshaCode | "none", number>> = { V: 30, P: 45, K: 60, none: 45 };
const SLEEP_BEFORE_NIGHT_PITTA: Readonly<Record<DoshaCode | "none", number>> = { V: 45, P: 30, K: 15, none: 30 };
const EARLIER_WAKE_IN: readonly Ritu[] = ["vasanta"];
const EARLIER_SLEEP_IN: readonly Ritu[] = ["hemanta", "shishira"];
const SEASON_SHIFT = 15;
const WIND_DOWN_BEFORE_SLEEP = 60;
/** The local clock's bounds for each suggestion, in minutes after midnight. */
const BOUNDS: Readonly<Record<SuggestedKind, readonly [number, number]>> = {
  wake: [4 * 60 + 30, 7 * 60 + 30],
  meal: [11 * 60 + 30, 13 * 60 + 30],
  windDown: [20 * 60, 22 * 60],
  sleep: [21 * 60, 23 * 60],
};

export type SuggestedTime = { kind: SuggestedKind; at: Date };

const roundTo5 = (at: number) => Math.round(at / (5 * MINUTE)) * 5 * MINUTE;

/** Moves an instant into the kind's bounds on the local clock, keeping its day. */
function within(kind: SuggestedKind, at: number, zone: string): Date {
  const { hour, minute } = localParts(at, zone);
  const [low, high] = BOUNDS[kind];
  const minutes = hour * 60 + minute;
  const clamped = Math.min(high, Math.max(low, minutes));
  return new Date(at + (clamped - minutes) * MINUTE);
}

/** The four suggested times of the day, in order. */
export function suggestedTimes(sun: SunDay, periods: readonly RhythmPeriod[], lead: DoshaCode | null, ritu: Ritu, zone: string): SuggestedTime[] {
  const key = lead ?? "none";
  const wakeBefore = WAKE_BEFORE_SUNRISE[key] + (EARLIER_WAKE_IN.includes(ritu) ? SEASON_SHIFT : 0);
  const nightPitta = periods.find((p) => p.part === "night" && p.dosha === "P")!.start.getTime();
  const sleepBefore = SLEEP_BEFORE_NIGHT_PITTA[key] + (EARLIER_SLEEP_IN.includes(ritu) ? SEASON_SHIFT : 0);
  const wake = within("wake", roundTo5(sun.sunrise.getTime() - wakeBefore * MINUTE), zone);
  const meal = within("meal", roundTo5(sun.solarNoon.getTime()), zone);
  const sleep = within("sleep", roundTo5(nightPitta - sleepBefore * MINUTE), zone);
  const windDown = within("windDown", sleep.getTime() - WIND_DOWN_BEFORE_SLEEP * MINUTE, zone);
  return [
    { kind: "wake", at: wake },
    { kind: "meal", at: meal },
    { kind: "windDown", at: windDown },
    { kind: "sleep", at: sleep },
  ];
}
