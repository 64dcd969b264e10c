// The contact form's rules as plain functions, from which ./contact.ts builds the one schema
// that react-hook-form (through its zod resolver) and the server both check, so the two sides
// cannot disagree.
import { emailRule, normaliseEmail } from "./auth-rules";
import { storableTextRule } from "./storable-text";

export const CONTACT_MESSAGE_MAX = 2000;
const CONTACT_NAME_MAX = 80;

export type ContactFields = { name: string; email: string; message: string };

/** A message when the value breaks the rule, else null; values are checked trimmed, as stored. */
export const contactRules: { [K in keyof ContactFields]: (value: string) => string | null } = {
  name: (value) => {
    const name = value.trim();
    if (!name) return "Please tell us your name";
    return name.length > CONTACT_NAME_MAX ? `At most ${CONTACT_NAME_MAX} characters` : storableTextRule(name);
  },
  // The one email pattern of signup and login (docs/decisions/0027-one-email-pattern.md).
  email: emailRule,
  message: (value) => {
    const message = value.trim();
    if (!message) return "Please write a message";
    if (message.length > CONTACT_MESSAGE_MAX) return `At most ${CONTACT_MESSAGE_MAX.toLocaleString("en-US")} characters`;
    return storableTextRule(message);
  },
};

/** The stored form of a valid message: trimmed, email lower-cased. */
export function normaliseContact(values: ContactFields): ContactFields {
  return { name: values.name.trim(), email: normaliseEmail(values.email), message: values.message.trim() };
}
