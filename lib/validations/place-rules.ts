// The place form's rule as a plain function, so the /profile page's first load carries no zod
// (components/forms/rules-resolver.ts); ./place.ts builds the server's schema from it.
import { validationRef } from "@/lib/i18n/validation-ref";
import type { FormRules, Rule } from "./auth-rules";

const PLACE_MAX = 40;

/** A city id of content/nearby-cities.ts, or "" for the zone's principal city: at most 40 characters. */
export const placeRule: Rule = (value) => (value.trim().length > PLACE_MAX ? validationRef("tooLong", { max: PLACE_MAX }) : null);

/** The browser's check of the /profile form. */
export const placeRules: FormRules<{ place: string }> = { place: placeRule };

export const PLACE_TOO_LONG = validationRef("tooLong", { max: PLACE_MAX });
