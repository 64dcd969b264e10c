// The account forms' rules as plain functions: the browser checks fields with them (no schema
// library in the login and signup bundles, whose budget is 150 KB) and the server's zod schemas
// in ./auth.ts are built from the very same functions, so the two can never disagree.

import { validationRef } from "@/lib/i18n/validation-ref";
import { isLongerThan } from "@/lib/text/visible-length";
import { isStorableText, storableTextRule, UNSTORABLE_TEXT } from "./storable-text";

const PASSWORD_MIN = 6;
const PASSWORD_MAX = 128;

/** text@text.suffix with a suffix of two or more characters (the login rule, used everywhere: docs/decisions/0027-one-email-pattern.md). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.][^\s@]*\.[^\s@.]{2,}$/;

/**
 * A message when the value breaks the rule, else null: a validation key with its parameters
 * (lib/i18n/validation-ref.ts), put into words where it is shown. Values are checked as the server stores them (trimmed).
 */
export type Rule = (value: string) => string | null;

export const EMAIL_INVALID = validationRef("emailInvalid");
export const PASSWORD_REQUIRED = validationRef("passwordRequired");
export const PASSWORD_TOO_SHORT = validationRef("tooShort", { min: PASSWORD_MIN });
const PASSWORD_TOO_LONG = validationRef("tooLong", { max: PASSWORD_MAX });

export const normaliseEmail = (value: string) => value.trim().toLowerCase();

export const emailRule: Rule = (value) => {
  if (!isStorableText(value)) return UNSTORABLE_TEXT;
  const email = normaliseEmail(value);
  return email.length <= 254 && EMAIL_PATTERN.test(email) ? null : EMAIL_INVALID;
};

export const loginPasswordRule: Rule = (value) => {
  const password = value.trim();
  if (!password) return PASSWORD_REQUIRED;
  return password.length > PASSWORD_MAX ? PASSWORD_TOO_LONG : null;
};

export const newPasswordRule: Rule = (value) => {
  const password = value.trim();
  if (password.length < PASSWORD_MIN) return PASSWORD_TOO_SHORT;
  return password.length > PASSWORD_MAX ? PASSWORD_TOO_LONG : null;
};

/** Longest first or last name, in characters a person sees after trimming: one limit for signup and the profile. */
const NAME_MAX = 80;
const NAME_TOO_LONG = validationRef("tooLong", { max: NAME_MAX });

const requiredName =
  (message: string): Rule =>
  (value) => {
    const name = value.trim();
    if (!name) return message;
    if (isLongerThan(name, NAME_MAX)) return NAME_TOO_LONG;
    return storableTextRule(name);
  };

export const FIRST_NAME_REQUIRED = validationRef("firstNameRequired");
export const LAST_NAME_REQUIRED = validationRef("lastNameRequired");
export const PASSWORDS_DIFFER = validationRef("passwordsDiffer");

export const firstNameRule = requiredName(FIRST_NAME_REQUIRED);
export const lastNameRule = requiredName(LAST_NAME_REQUIRED);

/** The confirmation must be non-empty and equal the password exactly as typed (that is what is hashed). */
export function confirmationMessage(password: string, confirmation: string): string | null {
  return confirmation.trim() && confirmation === password ? null : PASSWORDS_DIFFER;
}

export const RESET_TOKEN_INVALID = validationRef("resetLinkInvalid");

/** A used or expired reset link; the screens turn its last sentence into the link to /forgot-password. */
const RESET_LINK_EXPIRED = "This link has expired or was already used.";
const REQUEST_NEW_LINK = "Request a new one.";
export const RESET_LINK_INVALID = `${RESET_LINK_EXPIRED} ${REQUEST_NEW_LINK}`;

export const resetTokenRule: Rule = (value) => {
  const token = value.trim();
  return token.length >= 16 && token.length <= 200 ? null : RESET_TOKEN_INVALID;
};

/** Per-field checks for a form: each gets its value and, for cross-field rules, all values. */
export type FormRules<V> = { [K in keyof V]?: (value: V[K], values: V) => string | null };

export const loginRules: FormRules<{ email: string; password: string; rememberMe: boolean }> = {
  email: emailRule,
  password: loginPasswordRule,
};

export const signupRules: FormRules<{
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  rememberMe: boolean;
}> = {
  firstName: firstNameRule,
  lastName: lastNameRule,
  email: emailRule,
  password: newPasswordRule,
  confirmPassword: (value, values) => confirmationMessage(values.password, value),
};

export const forgotPasswordRules: FormRules<{ email: string }> = { email: emailRule };

export const resetPasswordRules: FormRules<{ token: string; password: string; confirmPassword: string }> = {
  token: resetTokenRule,
  password: newPasswordRule,
  confirmPassword: (value, values) => confirmationMessage(values.password, value),
};
