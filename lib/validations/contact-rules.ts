// The contact form's rules as plain functions, from which ./contact.ts builds the one schema
// that react-hook-form (through its zod resolver) and the server both check, so the two sides
// cannot disagree. Messages are validation keys (lib/i18n/validation-ref.ts), put into words where shown.
import { validationRef } from "@/lib/i18n/validation-ref";
import { isLongerThan } from "@/lib/text/visible-length";
import { emailRule, normaliseEmail } from "./auth-rules";
import { storableTextRule } from "./storable-text";

export const CONTACT_MESSAGE_MAX = 2000;
const CONTACT_NAME_MAX = 80;

export type ContactFields = { name: string; email: string; message: string };

const tooLong = (max: number) => validationRef("tooLong", { max: max.toLocaleString("en-US") });

/** A message when the value breaks the rule, else null; values are checked trimmed, as stored. */
export const contactRules: { [K in keyof ContactFields]: (value: string) => string | null } = {
  name: (value) => {
    const name = value.trim();
    if (!name) return validationRef("nameRequired");
    return isLongerThan(name, CONTACT_NAME_MAX) ? tooLong(CONTACT_NAME_MAX) : storableTextRule(name);
  },
  // The one email pattern of signup and login (docs/decisions/0027-one-email-pattern.md).
  email: emailRule,
  message: (value) => {
    const message = value.trim();
    if (!message) return validationRef("messageRequired");
    return isLongerThan(message, CONTACT_MESSAGE_MAX) ? tooLong(CONTACT_MESSAGE_MAX) : storableTextRule(message);
  },
};

/** The stored form of a valid message: trimmed, email lower-cased. */
export function normaliseContact(values: ContactFields): ContactFields {
  return { name: values.name.trim(), email: normaliseEmail(values.email), message: values.message.trim() };
}
