import { z } from "zod";
import { currentTimeZoneName, isKnownTimeZone } from "@/lib/time/zone";

export const TIME_ZONE_UNKNOWN = "Choose a time zone from the list.";

/**
 * An IANA time zone as `Intl.supportedValuesOf("timeZone")` knows it (the browser's detected zone,
 * or one chosen on /profile), kept by its current name: "Asia/Calcutta" is saved as "Asia/Kolkata".
 */
export const timeZoneSchema = z
  .string({ error: TIME_ZONE_UNKNOWN })
  .trim()
  .min(1, TIME_ZONE_UNKNOWN)
  .max(64, TIME_ZONE_UNKNOWN)
  .refine(isKnownTimeZone, TIME_ZONE_UNKNOWN)
  .transform(currentTimeZoneName);

/** The /profile form and the device prompt send one field. */
export const timeZoneFormSchema = z.object({ timeZone: timeZoneSchema });
