import type { Messages } from "next-intl";
import { fillIn } from "./fill-in";

// Validation messages travel as keys with parameters ("Validation.tooLong?max=128"), the same on
// the server (zod issues, form states) and in the browser (the form rules), and become words only
// where they are shown: by the form hooks in the page's locale, and in English in JSON answers
// (lib/http/json.ts). Any other text passes through as it is.

export type ValidationKey = keyof Messages["Validation"];

const PREFIX = "Validation.";

/** The message for `key` with its parameters, as rules and schemas return it. */
export function validationRef(key: ValidationKey, values?: Record<string, string | number>): string {
  const query = values ? `?${new URLSearchParams(Object.entries(values).map(([name, value]) => [name, String(value)]))}` : "";
  return `${PREFIX}${key}${query}`;
}

/** The key and parameters a message carries, or null for text that is not a validation key. */
export function readValidationRef(text: string): { key: string; values: Record<string, string> } | null {
  if (!text.startsWith(PREFIX)) return null;
  const [key = "", query = ""] = text.slice(PREFIX.length).split("?");
  return /^\w+$/.test(key) ? { key, values: Object.fromEntries(new URLSearchParams(query)) } : null;
}

/** `text` in words from a Validation catalogue: a key becomes its message, other text is kept. */
export function sayValidation(text: string, catalogue: Partial<Record<string, string>> | undefined): string {
  const ref = readValidationRef(text);
  const message = ref ? catalogue?.[ref.key] : undefined;
  return ref && message !== undefined ? fillIn(message, ref.values) : text;
}
