/** What a new share link and a revocation carry, checked by the server actions (and the form's limits). */
import * as z from "zod/mini";
import { LOCALES } from "@/lib/i18n/locales";
import { REPORT_SECTIONS, SHARE_DAYS } from "@/lib/share/sections";

const SECTIONS_EMPTY = "Choose at least one part of your report to share.";
const DAYS_OUT_OF_RANGE = `A link can live from ${SHARE_DAYS.min} to ${SHARE_DAYS.max} days.`;

export const shareLinkSchema = z.object({
  sections: z.array(z.enum(REPORT_SECTIONS), { error: SECTIONS_EMPTY }).check(z.minLength(1, SECTIONS_EMPTY), z.maxLength(REPORT_SECTIONS.length)),
  days: z.coerce
    .number({ error: DAYS_OUT_OF_RANGE })
    .check(z.int(DAYS_OUT_OF_RANGE), z.gte(SHARE_DAYS.min, DAYS_OUT_OF_RANGE), z.lte(SHARE_DAYS.max, DAYS_OUT_OF_RANGE)),
  /** The language the practitioner reads; a form without the choice (an older page) makes an English link. */
  locale: z._default(z.enum(LOCALES, { error: "Choose English or Hindi." }), "en"),
});

export const revokeShareLinkSchema = z.object({ id: z.uuid("Unknown link.") });
