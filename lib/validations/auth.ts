import * as z from "zod/mini";

// Shared by the client forms and the server (actions, API routes), so the messages a person sees
// under a field are the ones the server would answer. zod/mini keeps the login and signup pages
// inside their 150 KB first-load budget (the classic API costs several times more in the browser).

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

/** text@text.suffix with a suffix of two or more characters (the login rule, used everywhere). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.][^\s@]*\.[^\s@.]{2,}$/;

export const emailSchema = z
  .string({ error: "Enter a valid email" })
  .check(z.trim(), z.toLowerCase(), z.maxLength(254, "Enter a valid email"), z.regex(EMAIL_PATTERN, "Enter a valid email"));

// Passwords are trimmed like every other field of the old payloads, so a stray space typed
// on one device never locks anyone out; they are never truncated.
const loginPassword = z
  .string({ error: "Password is required" })
  .check(z.trim(), z.minLength(1, "Password is required"), z.maxLength(PASSWORD_MAX, `At most ${PASSWORD_MAX} characters`));

export const newPasswordSchema = z
  .string({ error: `At least ${PASSWORD_MIN} characters` })
  .check(
    z.trim(),
    z.minLength(PASSWORD_MIN, `At least ${PASSWORD_MIN} characters`),
    z.maxLength(PASSWORD_MAX, `At most ${PASSWORD_MAX} characters`),
  );

const confirmation = z
  .string({ error: "Passwords do not match" })
  .check(z.trim(), z.minLength(1, "Passwords do not match"));

const name = (message: string) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(80, "At most 80 characters"));

const rememberMe = z._default(z.boolean({ error: "rememberMe must be true or false" }), false);

const passwordsMatch = z.refine<{ password: string; confirmPassword: string }>((v) => v.password === v.confirmPassword, {
  path: ["confirmPassword"],
  message: "Passwords do not match",
});

export const loginSchema = z.object({ email: emailSchema, password: loginPassword, rememberMe });

export const signupSchema = z
  .object({
    firstName: name("First name is required"),
    lastName: name("Last name is required"),
    email: emailSchema,
    password: newPasswordSchema,
    confirmPassword: confirmation,
    rememberMe,
  })
  .check(passwordsMatch);

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z
  .object({
    token: z
      .string({ error: "This reset link is not valid" })
      .check(z.trim(), z.minLength(16, "This reset link is not valid"), z.maxLength(200, "This reset link is not valid")),
    password: newPasswordSchema,
    confirmPassword: confirmation,
  })
  .check(passwordsMatch);

export type LoginInput = z.input<typeof loginSchema>;
export type SignupInput = z.input<typeof signupSchema>;
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** The old JSON payloads had no confirmation field: other clients may send `password` alone. */
export function withPasswordConfirmation(input: unknown): unknown {
  if (!input || typeof input !== "object" || Array.isArray(input) || "confirmPassword" in input) return input;
  return { ...input, confirmPassword: (input as { password?: unknown }).password };
}
