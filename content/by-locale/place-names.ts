/** The names of places in a locale (issue 37): null for English, whose names are the zones' own. */
import { PLACE_NAMES } from "@/content/hi/place-names";
import type { Locale } from "@/lib/i18n/locales";
import type { PlaceNames } from "@/lib/time/format";

const NAMES: Readonly<Record<Locale, PlaceNames | null>> = { en: null, hi: PLACE_NAMES };

export function placeNames(locale: Locale): PlaceNames | null {
  return NAMES[locale];
}
