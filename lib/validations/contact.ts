/**
 * The contact form's schema, built from the same rule functions the fields show, and shared by
 * the browser (react-hook-form's zod resolver) and the server. Written with zod/mini, which keeps
 * /knowledge's first load small: the full zod API would add about 90 KB gzip to that page.
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

/** The three fields as typed: what the form checks on blur and on submit. */
export const ContactFieldsSchema = z.object({
  name: field(contactRules.name),
  email: field(contactRules.email),
  message: field(contactRules.message),
});

/** What the server accepts and stores: the same checks, then trimmed and the email lower-cased. */
export const ContactSchema = z.pipe(ContactFieldsSchema, z.transform(normaliseContact));

export type ContactValues = ContactFields;
