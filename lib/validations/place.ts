import { z } from "zod";
import { validationRef } from "@/lib/i18n/validation-ref";
import type { FormRules, Rule } from "./auth-rules";
import { checked } from "./auth";

const PLACE_MAX = 40;

/** A city id of content/nearby-cities.ts, or "" for the zone's principal city: at most 40 characters. */
const placeRule: Rule = (value) => (value.trim().length > PLACE_MAX ? validationRef("tooLong", { max: PLACE_MAX }) : null);

/** The browser's check of the /profile form (components/forms/rules-resolver.ts), without zod in the page. */
export const placeRules: FormRules<{ place: string }> = { place: placeRule };

/**
 * The same form as the server reads it, built from the same rule. Whether the city belongs to the
 * person's zone is checked on the server, which knows the zone (lib/profile/place.ts).
 */
export const placeFormSchema = z.object({ place: checked(placeRule, validationRef("tooLong", { max: PLACE_MAX })) });
