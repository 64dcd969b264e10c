import { randomUUID } from "node:crypto";

// A long list the database has already written as JSON (the account export's, lib/data/account-export.ts)
// goes into the answer as that text, not parsed only to be written out again. Measured side by side
// with `npm run bench -- export` (three runs each, medians): two years of use cost 3.00x a new
// person's export on Postgres and 3.20x on PGlite when parsed, 2.43x and 2.64x spliced.

/** JSON text, already valid, to be written into a document as it is. */
export class JsonText {
  constructor(readonly text: string) {}
}

/** JSON.stringify(value, null, indent), with each JsonText in `value` written as its own text. */
export function stringifyWithText(value: unknown, indent?: number): string {
  const texts: string[] = [];
  // A placeholder no stored value can equal: a NUL (which no saved text holds) and a fresh id.
  const mark = `\u0000${randomUUID()}:`;
  const json = JSON.stringify(value, (_key, v: unknown) => (v instanceof JsonText ? `${mark}${texts.push(v.text) - 1}` : v), indent);
  const placeholder = new RegExp(`"${JSON.stringify(mark).slice(1, -1).replace(/\\/g, "\\\\")}(\\d+)"`, "g");
  return json.replace(placeholder, (_match, index: string) => texts[Number(index)]!);
}
