// The journal text's rule as a plain function: the entry forms check it in the browser (through
// react-hook-form's `rulesResolver`, with no schema library in the bundle) and ./journal.ts builds
// the server's schema from it, so the two give the same messages.
import { JOURNAL_MAX } from "@/lib/journal/limits";
import { isLongerThan } from "@/lib/text/visible-length";
import { storableTextRule } from "./storable-text";

export const JOURNAL_TOO_LONG = `Please keep an entry under ${JOURNAL_MAX.toLocaleString("en")} characters.`;
export const JOURNAL_EMPTY = "Write a few words first.";

/** Trimmed, at least one character, at most JOURNAL_MAX, storable: a message when not, else null. */
export function journalTextRule(value: string): string | null {
  const text = value.trim();
  if (!text) return JOURNAL_EMPTY;
  return isLongerThan(text, JOURNAL_MAX) ? JOURNAL_TOO_LONG : storableTextRule(text);
}

/** The journal form's rules, field by field. */
export const journalRules = { text: journalTextRule };
