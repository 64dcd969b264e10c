import { z } from "zod";
import { checked } from "./auth";
import { PLACE_TOO_LONG, placeRule } from "./place-rules";

/**
 * The same form as the server reads it, built from the same rule. Whether the city belongs to the
 * person's zone is checked on the server, which knows the zone (lib/profile/place.ts).
 */
export const placeFormSchema = z.object({ place: checked(placeRule, PLACE_TOO_LONG) });
