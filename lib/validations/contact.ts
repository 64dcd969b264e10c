/**
 * The contact form's schema, built from the same rule functions the fields show in the browser
 * (react-hook-form, through `rulesResolver` of `contactRules`), for the server.
 */
import * as z from "zod/mini";
import { contactRules, normaliseContact, type ContactFields } from "./contact-rules";

const field = (rule: (value: string) => string | null) =>
  z.string().check(
    z.superRefine((value, ctx) => {
      const message = rule(value);
      if (message) ctx.addIssue({ code: "custom", message });
    }),
  );

/** The three fields as typed. */
const ContactFieldsSchema = z.object({
  name: field(contactRules.name),
  email: field(contactRules.email),
  message: field(contactRules.message),
});

/** What the server accepts and stores: the same checks, then trimmed and the email lower-cased. */
export const ContactSchema = z.pipe(ContactFieldsSchema, z.transform(normaliseContact));

export type ContactValues = ContactFields;
