// Postgres cannot store every JavaScript string: a NUL character is refused in text and jsonb
// (22021, 22P05), and an unpaired UTF-16 surrogate is not valid UTF-8. Such text is refused where
// it comes in, with this one message, so it never reaches the database as a 500.

/** NUL, or a surrogate without its partner. */
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSTORABLE_TEXT = "This holds characters that cannot be saved (such as a NUL byte). Please retype it.";

/** True when the text can be stored as it is. */
export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

/** A rule in the shape of the form rules (auth-rules.ts, contact-rules.ts): a message, or null. */
export function storableTextRule(value: string): string | null {
  return isStorableText(value) ? null : UNSTORABLE_TEXT;
}
