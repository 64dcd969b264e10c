import type { Locale } from "@/lib/i18n/locales";
import type { PlaceNames } from "@/lib/time/format";

/**
 * Each language's names of places, fetched in the browser only when a zone the server could not
 * name is to be shown (the device's own): the table stays out of every page's first load.
 */
export const PLACE_NAMES_IN: Readonly<Record<Locale, () => Promise<PlaceNames | null>>> = {
  en: async () => null,
  hi: () => import("@/content/hi/place-names").then((m) => m.PLACE_NAMES),
};
