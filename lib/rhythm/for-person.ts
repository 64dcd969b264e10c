import "server-only";
import type { DoshaCode } from "@/lib/scoring/doshas";
import { seasonOn, type SeasonNow } from "@/lib/season";
import { seasonPersonOf } from "@/lib/season/for-person";
import { todayIn } from "@/lib/time/day";
import { dayRhythm, type DayRhythm } from "./index";

export type PersonRhythm = { day: string; season: SeasonNow; lead: DoshaCode | null; rhythm: DayRhythm | null };

/** Today's rhythm for the person: their local day, season and leading dosha (imbalance, else body type). */
export async function rhythmFor(person: { id: string; timeZone: string }, now: Date = new Date()): Promise<PersonRhythm> {
  const day = todayIn(person.timeZone, now);
  const season = seasonOn(day, person.timeZone);
  const who = await seasonPersonOf(person.id);
  const lead = who.imbalance[0] ?? who.bodyType[0] ?? null;
  return { day, season, lead, rhythm: dayRhythm(day, person.timeZone, lead, season.ritu) };
}
