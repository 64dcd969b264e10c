import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { after } from "next/server";
import { headers } from "next/headers";
import { fail, ok, type ActionResult } from "@/lib/action-result";
import { env } from "@/lib/env";
import { forgotPasswordSchema, resetPasswordSchema } from "@/lib/validations/auth";
import { invalidInput } from "@/lib/validations/result";
import { getUserByEmail, updatePasswordHash } from "@/lib/data/users";
import {
  consumePasswordResetToken,
  createPasswordResetToken,
  deletePasswordResetTokensForUser,
  isPasswordResetTokenUsable,
} from "@/lib/data/password-resets";
import { sendMail } from "@/lib/mail/send";
import { clientIp } from "./client-ip";
import { COMMON_PASSWORD_MESSAGE, hashPassword, isCommonPassword } from "./password";
import { forgotPasswordLimited, resetPasswordLimited, TOO_MANY_ATTEMPTS } from "./rate-limit";

export const RESET_LINK_SENT = "Reset link sent. Check your inbox.";
export const RESET_LINK_INVALID = "This reset link has expired or was already used. Please ask for a new one.";
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export function hashResetToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Where links in mail point: APP_URL when set (deployments should set it: a Host header can be
 * forged), else Vercel's production host, else the origin this request came in on (local runs).
 */
function appOrigin(requestHeaders: Headers): string {
  const e = env();
  if (e.APP_URL) return e.APP_URL.replace(/\/$/, "");
  if (e.VERCEL_PROJECT_PRODUCTION_URL) return `https://${e.VERCEL_PROJECT_PRODUCTION_URL}`;
  const host = requestHeaders.get("x-forwarded-host") ?? requestHeaders.get("host") ?? "localhost:3000";
  const proto = requestHeaders.get("x-forwarded-proto") ?? "http";
  return `${proto}://${host}`;
}

async function mailResetLink(email: string, origin: string): Promise<void> {
  const user = await getUserByEmail(email);
  if (!user) return;
  const token = randomBytes(32).toString("base64url");
  await createPasswordResetToken(user.id, hashResetToken(token), new Date(Date.now() + RESET_TOKEN_TTL_MS));
  const link = `${origin}/reset-password?token=${token}`;
  await sendMail({
    to: user.email,
    subject: "Reset your password",
    text:
      `Hello ${user.firstName || "there"},\n\nSomeone (hopefully you) asked to reset the password of your account.\n` +
      `Open this link within the next hour to choose a new one:\n\n${link}\n\n` +
      "If you did not ask for this, you can ignore this mail: your password stays as it is.\n",
  });
}

/**
 * Answers the same for every well-formed email, known or not. The lookup and the mail run
 * after the response, so neither the answer nor its timing tells whether an account exists.
 */
export async function requestPasswordReset(input: unknown): Promise<ActionResult<{ message: string }>> {
  const parsed = forgotPasswordSchema.safeParse(input);
  if (!parsed.success) return invalidInput(parsed.error);
  const requestHeaders = await headers();
  if (await forgotPasswordLimited(clientIp(requestHeaders), parsed.data.email)) return fail(429, TOO_MANY_ATTEMPTS);
  const origin = appOrigin(requestHeaders);
  after(() =>
    mailResetLink(parsed.data.email, origin).catch((error) => console.error("[mail] reset link failed", error)),
  );
  return ok({ message: RESET_LINK_SENT });
}

/** Sets a new password with a valid token; every existing session of that user ends. */
export async function resetPassword(input: unknown): Promise<ActionResult<{ message: string }>> {
  const parsed = resetPasswordSchema.safeParse(input);
  if (!parsed.success) return invalidInput(parsed.error);
  const { token, password } = parsed.data;
  if (isCommonPassword(password)) return fail(422, COMMON_PASSWORD_MESSAGE, { password: [COMMON_PASSWORD_MESSAGE] });
  if (await resetPasswordLimited(clientIp(await headers()))) return fail(429, TOO_MANY_ATTEMPTS);
  const passwordHash = await hashPassword(password);
  const userId = await consumePasswordResetToken(hashResetToken(token));
  if (!userId) return fail(400, RESET_LINK_INVALID, { token: [RESET_LINK_INVALID] });
  await updatePasswordHash(userId, passwordHash);
  await deletePasswordResetTokensForUser(userId);
  return ok({ message: "Your password has been updated. Please log in with it." });
}

/** Whether a link's token can still be used, to show the form or a friendly message first. */
export async function resetTokenUsable(token: string): Promise<boolean> {
  return token.length >= 16 && token.length <= 200 && isPasswordResetTokenUsable(hashResetToken(token));
}
