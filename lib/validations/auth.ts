import { z } from "zod";

// Shared by the client forms (react-hook-form) and the server (actions, API routes), so the
// messages a person sees under a field are the ones the server would answer.

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

/** text@text.suffix with a suffix of two or more characters (the login rule, used everywhere). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.][^\s@]*\.[^\s@.]{2,}$/;

export const emailSchema = z
  .string({ error: "Enter a valid email" })
  .trim()
  .toLowerCase()
  .max(254, "Enter a valid email")
  .regex(EMAIL_PATTERN, "Enter a valid email");

// Passwords are trimmed like every other field of the old payloads, so a stray space typed
// on one device never locks anyone out; they are never truncated.
const loginPassword = z
  .string({ error: "Password is required" })
  .trim()
  .min(1, "Password is required")
  .max(PASSWORD_MAX, `At most ${PASSWORD_MAX} characters`);

export const newPasswordSchema = z
  .string({ error: `At least ${PASSWORD_MIN} characters` })
  .trim()
  .min(PASSWORD_MIN, `At least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `At most ${PASSWORD_MAX} characters`);

const name = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(80, "At most 80 characters");

export const loginSchema = z.object({
  email: emailSchema,
  password: loginPassword,
  rememberMe: z.boolean({ error: "rememberMe must be true or false" }).default(false),
});

export const signupSchema = z
  .object({
    firstName: name("First name is required"),
    lastName: name("Last name is required"),
    email: emailSchema,
    password: newPasswordSchema,
    confirmPassword: z.string({ error: "Passwords do not match" }).trim().min(1, "Passwords do not match"),
    rememberMe: z.boolean({ error: "rememberMe must be true or false" }).default(false),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "Passwords do not match",
  });

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z
  .object({
    token: z.string({ error: "This reset link is not valid" }).trim().min(16, "This reset link is not valid").max(200),
    password: newPasswordSchema,
    confirmPassword: z.string({ error: "Passwords do not match" }).trim().min(1, "Passwords do not match"),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "Passwords do not match",
  });

export type LoginInput = z.input<typeof loginSchema>;
export type SignupInput = z.input<typeof signupSchema>;
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** The old JSON payloads had no confirmation field: other clients may send `password` alone. */
export function withPasswordConfirmation(input: unknown): unknown {
  if (!input || typeof input !== "object" || Array.isArray(input) || "confirmPassword" in input) return input;
  return { ...input, confirmPassword: (input as { password?: unknown }).password };
}
