import { z } from "zod";

const TOTP_CODE = "Enter the 6-digit code from your authenticator app";

const totpCode = z
  .string()
  .trim()
  .regex(/^\d{3}[\s-]?\d{3}$/, TOTP_CODE);

const password = z.string().min(1, "Enter your password").max(128, "Passwords are at most 128 characters");

/** The second step of a login: a code from the app, a recovery code, or a passkey's answer (JSON). */
export const secondStepSchema = z.discriminatedUnion("method", [
  z.object({ method: z.literal("totp"), code: totpCode }),
  z.object({ method: z.literal("recovery"), code: z.string().trim().min(10, "Enter one of your recovery codes").max(20, "Enter one of your recovery codes") }),
  z.object({ method: z.literal("passkey"), response: z.string().min(2).max(20_000) }),
]);
export type SecondStepAnswer = z.infer<typeof secondStepSchema>;

/** Turning on an authenticator app: the first code it shows, and the account password. */
export const enableTotpSchema = z.object({ code: totpCode, password });

/** Turning two-step off, making new recovery codes, or starting to add a passkey: the password. */
export const confirmPasswordSchema = z.object({ password });

/** The browser's answer to a passkey registration (JSON from @simplewebauthn/browser). */
export const passkeyRegistrationSchema = z.object({ response: z.string().min(2).max(20_000) });
