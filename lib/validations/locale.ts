import { z } from "zod";
import { LOCALES } from "@/lib/i18n/locales";

/** The language switch's post: one of the app's locales, and the page it was pressed on. */
export const localeChoiceSchema = z.object({
  locale: z.enum(LOCALES),
  returnTo: z.string().max(512).optional(),
});
