/**
 * The journal text as both the entry forms (react-hook-form's zod resolver) and the server
 * actions check it. zod/mini, because the form ships to the browser and the full zod API would
 * add about 90 KB gzip there.
 */
import * as z from "zod/mini";
import { JOURNAL_MAX } from "@/lib/journal/limits";
import { isStorableText, UNSTORABLE_TEXT } from "./storable-text";

export const JOURNAL_TOO_LONG = `Please keep an entry under ${JOURNAL_MAX.toLocaleString("en")} characters.`;
export const JOURNAL_EMPTY = "Write a few words first.";

/** Trimmed, at least one character, at most JOURNAL_MAX. */
export const journalTextSchema = z
  .string({ error: JOURNAL_EMPTY })
  .check(z.trim(), z.minLength(1, JOURNAL_EMPTY), z.maxLength(JOURNAL_MAX, JOURNAL_TOO_LONG), z.refine(isStorableText, UNSTORABLE_TEXT));

/** The journal form's one field. */
export const journalFormSchema = z.object({ text: journalTextSchema });
export type JournalFormValues = z.input<typeof journalFormSchema>;
