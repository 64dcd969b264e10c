/**
 * What a new share link and a revocation carry, checked by the server actions (and the form's
 * limits). Messages are validation keys (lib/i18n/validation-ref.ts): the link form says them in
 * the page's language, the JSON API in English.
 */
import * as z from "zod/mini";
import { validationRef } from "@/lib/i18n/validation-ref";
import { LOCALES } from "@/lib/i18n/locales";
import { REPORT_SECTIONS, SHARE_DAYS } from "@/lib/share/sections";

const SECTIONS_EMPTY = validationRef("shareSectionsEmpty");
const DAYS_OUT_OF_RANGE = validationRef("shareDays", { min: SHARE_DAYS.min, max: SHARE_DAYS.max });
/** The status line of a refused link: which field was wrong is said beside it. */
export const LINK_NOT_MADE = validationRef("linkNotMade");
export const UNKNOWN_LINK = validationRef("unknownLink");
/** Revoking a link that is not (or no longer) the person's. */
export const LINK_GONE = validationRef("linkGone");

export const shareLinkSchema = z.object({
  sections: z.array(z.enum(REPORT_SECTIONS), { error: SECTIONS_EMPTY }).check(z.minLength(1, SECTIONS_EMPTY), z.maxLength(REPORT_SECTIONS.length)),
  days: z.coerce
    .number({ error: DAYS_OUT_OF_RANGE })
    .check(z.int(DAYS_OUT_OF_RANGE), z.gte(SHARE_DAYS.min, DAYS_OUT_OF_RANGE), z.lte(SHARE_DAYS.max, DAYS_OUT_OF_RANGE)),
  /** The language the practitioner reads; a form without the choice (an older page) makes an English link. */
  locale: z._default(z.enum(LOCALES, { error: validationRef("shareLocale") }), "en"),
});

export const revokeShareLinkSchema = z.object({ id: z.uuid(UNKNOWN_LINK) });
