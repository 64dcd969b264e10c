// The journal text's rule as a plain function: the entry forms check it in the browser (through
// react-hook-form's `rulesResolver`, with no schema library in the bundle) and ./journal.ts builds
// the server's schema from it, so the two give the same messages: validation keys
// (lib/i18n/validation-ref.ts), put into the reader's words where they are shown.
import { validationRef } from "@/lib/i18n/validation-ref";
import { JOURNAL_MAX } from "@/lib/journal/limits";
import { isLongerThan } from "@/lib/text/visible-length";
import { storableTextRule } from "./storable-text";

export const JOURNAL_TOO_LONG = validationRef("journalTooLong", { max: JOURNAL_MAX.toLocaleString("en") });
export const JOURNAL_EMPTY = validationRef("fewWordsFirst");

/** Trimmed, at least one character, at most JOURNAL_MAX, storable: a message when not, else null. */
export function journalTextRule(value: string): string | null {
  const text = value.trim();
  if (!text) return JOURNAL_EMPTY;
  return isLongerThan(text, JOURNAL_MAX) ? JOURNAL_TOO_LONG : storableTextRule(text);
}

/** The journal form's rules, field by field. */
export const journalRules = { text: journalTextRule };
