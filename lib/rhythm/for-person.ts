import "server-only";
import { chosenCity, personPlace } from "@/lib/places";
import type { DoshaCode } from "@/lib/scoring/doshas";
import { seasonOn, type SeasonNow } from "@/lib/season";
import { seasonPersonOf } from "@/lib/season/for-person";
import { todayIn } from "@/lib/time/day";
import { dayRhythm, type DayRhythm } from "./index";

export type PersonRhythm = {
  day: string;
  season: SeasonNow;
  lead: DoshaCode | null;
  rhythm: DayRhythm | null;
  /** The city the person chose for their sunrise (lib/places), or null: their zone's principal city. */
  city: ReturnType<typeof chosenCity>;
};

/** Today's rhythm for the person at their place: their local day, season and leading dosha (imbalance, else body type). */
export async function rhythmFor(person: { id: string; timeZone: string; place?: string | null }, now: Date = new Date()): Promise<PersonRhythm> {
  const day = todayIn(person.timeZone, now);
  const place = personPlace(person.timeZone, person.place);
  const season = seasonOn(day, person.timeZone, place);
  const who = await seasonPersonOf(person.id);
  const lead = who.imbalance[0] ?? who.bodyType[0] ?? null;
  return { day, season, lead, rhythm: dayRhythm(day, person.timeZone, lead, season.ritu, place), city: chosenCity(person.timeZone, person.place) };
}
