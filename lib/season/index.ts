/**
 * The season now for a person: the ritu of their local day in their hemisphere, the sandhi when
 * a change is near, and what the ritu does to each dosha (docs/decisions/0049-season-and-day.md).
 */
import type { DoshaCode } from "@/lib/scoring/doshas";
import { todayIn } from "@/lib/time/day";
import { doshaCourse, type DoshaCourse } from "./dosha-course";
import { hemisphereOf } from "./hemisphere";
import { rituOn, sandhiOn, type Hemisphere, type Ritu, type Sandhi } from "./ritu";
import type { Place } from "./zone-places";

export { RITUS, type Ritu } from "./ritu";
export type { DoshaCourse } from "./dosha-course";

export type SeasonNow = {
  ritu: Ritu;
  hemisphere: Hemisphere;
  sandhi: Sandhi | null;
  course: Readonly<Record<DoshaCode, DoshaCourse | null>>;
};

/** The season of a local day ("YYYY-MM-DD") for someone in this time zone (at the city they chose, when they did: lib/places). */
export function seasonOn(day: string, zone: string, place?: Place | null): SeasonNow {
  const hemisphere = hemisphereOf(zone, place);
  const ritu = rituOn(day, hemisphere);
  return {
    ritu,
    hemisphere,
    sandhi: sandhiOn(day, hemisphere),
    course: { V: doshaCourse(ritu, "V"), P: doshaCourse(ritu, "P"), K: doshaCourse(ritu, "K") },
  };
}

/** The season of today in the person's time zone. */
export function seasonNow(zone: string, now: Date = new Date(), place?: Place | null): SeasonNow {
  return seasonOn(todayIn(zone, now), zone, place);
}
