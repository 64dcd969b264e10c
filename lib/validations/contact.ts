/** The contact form as the server accepts it, built from the same rules the browser checks. */
import { z } from "zod";
import { contactRules, normaliseContact, type ContactFields } from "./contact-rules";

const field = (rule: (value: string) => string | null) =>
  z.string().superRefine((value, ctx) => {
    const message = rule(value);
    if (message) ctx.addIssue({ code: "custom", message });
  });

export const ContactSchema = z
  .object({ name: field(contactRules.name), email: field(contactRules.email), message: field(contactRules.message) })
  .transform((values) => normaliseContact(values));

export type ContactValues = ContactFields;
