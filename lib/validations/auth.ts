import { z } from "zod";
import {
  confirmationMessage,
  EMAIL_INVALID,
  emailRule,
  FIRST_NAME_REQUIRED,
  LAST_NAME_REQUIRED,
  PASSWORD_REQUIRED,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DIFFER,
  RESET_TOKEN_INVALID,
  firstNameRule,
  lastNameRule,
  loginPasswordRule,
  newPasswordRule,
  normaliseEmail,
  resetTokenRule,
  type Rule,
} from "./auth-rules";
import { timeZoneSchema } from "./time-zone";

// The server's schemas for the account calls, built from the same rule functions the forms use.

/** A string checked by `rule`, trimmed (and optionally transformed) once it passes. */
export function checked(rule: Rule, typeMessage: string, transform: (value: string) => string = (v) => v.trim()) {
  return z
    .string({ error: typeMessage })
    .superRefine((value, ctx) => {
      const message = rule(value);
      if (message) ctx.addIssue({ code: "custom", message });
    })
    .transform(transform);
}

const email = checked(emailRule, EMAIL_INVALID, normaliseEmail);
const rememberMe = z.boolean({ error: "rememberMe must be true or false" }).default(false);
const confirmation = z.string({ error: PASSWORDS_DIFFER });
// Passwords are kept exactly as typed (docs/decisions/0023-passwords-hashed-as-typed.md): the rules count trimmed characters, the hash does not trim.
const asTyped = (value: string) => value;

function passwordsMatch(values: { password: string; confirmPassword: string }, ctx: z.RefinementCtx) {
  const message = confirmationMessage(values.password, values.confirmPassword);
  if (message) ctx.addIssue({ code: "custom", path: ["confirmPassword"], message });
}

export const loginSchema = z.object({
  email,
  password: checked(loginPasswordRule, PASSWORD_REQUIRED, asTyped),
  rememberMe,
});

export const signupSchema = z
  .object({
    firstName: checked(firstNameRule, FIRST_NAME_REQUIRED),
    lastName: checked(lastNameRule, LAST_NAME_REQUIRED),
    email,
    password: checked(newPasswordRule, PASSWORD_TOO_SHORT, asTyped),
    confirmPassword: confirmation,
    rememberMe,
    // The browser's own zone, sent without the person typing it: one that is missing or unknown
    // never blocks a signup, it leaves the default until the next visit detects one.
    timeZone: timeZoneSchema.optional().catch(undefined),
  })
  .superRefine(passwordsMatch);

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z
  .object({
    token: checked(resetTokenRule, RESET_TOKEN_INVALID),
    password: checked(newPasswordRule, PASSWORD_TOO_SHORT, asTyped),
    confirmPassword: confirmation,
  })
  .superRefine(passwordsMatch);

/** The old JSON payloads had no confirmation field: other clients may send `password` alone. */
export function withPasswordConfirmation(payload: unknown): unknown {
  if (!payload || typeof payload !== "object" || Array.isArray(payload) || "confirmPassword" in payload) return payload;
  return { ...payload, confirmPassword: (payload as { password?: unknown }).password };
}
