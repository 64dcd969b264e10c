import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { after } from "next/server";
import { headers } from "next/headers";
import { fail, ok, type ActionResult } from "@/lib/action-result";
import { appOrigin } from "@/lib/env";
import { forgotPasswordSchema, resetPasswordSchema } from "@/lib/validations/auth";
import { RESET_LINK_INVALID } from "@/lib/validations/auth-rules";
import { invalidInput } from "@/lib/validations/result";
import { getUserByEmail, updatePasswordHash } from "@/lib/data/users";
import { consumePasswordResetToken, createPasswordResetToken, deletePasswordResetTokensForUser, isPasswordResetTokenUsable } from "@/lib/data/password-resets";
import { wordsIn } from "@/lib/i18n/words";
import { savedLocale } from "@/lib/i18n/saved-locale";
import { htmlMail } from "@/lib/mail/html";
import { mailDeliverable, sendMail } from "@/lib/mail/send";
import { clientIp } from "./client-ip";
import { COMMON_PASSWORD_MESSAGE, hashPassword, isCommonPassword } from "./password";
import { recordSecurityEvent } from "./security-events";
import { forgotPasswordLimited, resetPasswordLimited, TOO_MANY_ATTEMPTS } from "./rate-limit";

export const RESET_LINK_SENT = "Reset link sent. Check your inbox.";
export const PASSWORD_UPDATED = "Your password has been updated. Please log in with it.";
const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export function hashResetToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Makes a reset link for an existing account and mails it; exported for the tests of what is stored. */
export async function mailResetLink(email: string, origin: string, ip: string): Promise<void> {
  const user = await getUserByEmail(email);
  if (!user) return;
  await recordSecurityEvent(user.id, "reset_requested", ip);
  // Deployed without SMTP the link would go nowhere: none is made, so none is stored or logged.
  if (!mailDeliverable()) return;
  const token = randomBytes(32).toString("base64url");
  await createPasswordResetToken(user.id, hashResetToken(token), new Date(Date.now() + RESET_TOKEN_TTL_MS));
  const link = `${origin}/reset-password?token=${token}`;
  // In the language saved on the account, whatever page asked for it.
  const locale = savedLocale(user.locale);
  const t = wordsIn(locale, "OutsideMail");
  const greeting = user.firstName ? t("greeting", { name: user.firstName }) : t("greetingNoName");
  const [subject, asked, open, ignore] = [t("resetSubject"), t("resetAsked"), t("resetOpen"), t("resetIgnore")];
  await sendMail({
    to: user.email,
    subject,
    text: `${greeting}\n\n${asked}\n${open}\n\n${link}\n\n${ignore}\n`,
    html: htmlMail(subject, [{ text: greeting }, { text: asked }, { lead: open, link, label: t("choosePassword") }, { text: ignore }], locale),
  });
}

/**
 * Answers the same for every well-formed email, known or not. The lookup and the mail run
 * after the response, so neither the answer nor its timing tells whether an account exists.
 */
export async function requestPasswordReset(input: unknown): Promise<ActionResult<{ message: string }>> {
  const parsed = forgotPasswordSchema.safeParse(input);
  if (!parsed.success) return invalidInput(parsed.error);
  const ip = clientIp(await headers());
  if (await forgotPasswordLimited(ip, parsed.data.email)) return fail(429, TOO_MANY_ATTEMPTS);
  // Links point at the configured origin only: a forged Host or X-Forwarded-Host changes nothing.
  const origin = appOrigin();
  after(() => mailResetLink(parsed.data.email, origin, ip).catch((error) => console.error("[mail] reset link failed", error)));
  return ok({ message: RESET_LINK_SENT });
}

/** Sets a new password with a valid token; every existing session of that user ends. */
export async function resetPassword(input: unknown): Promise<ActionResult<{ message: string }>> {
  const parsed = resetPasswordSchema.safeParse(input);
  if (!parsed.success) return invalidInput(parsed.error);
  const { token, password } = parsed.data;
  if (isCommonPassword(password)) return fail(422, COMMON_PASSWORD_MESSAGE, { password: [COMMON_PASSWORD_MESSAGE] });
  const ip = clientIp(await headers());
  if (await resetPasswordLimited(ip)) return fail(429, TOO_MANY_ATTEMPTS);
  const passwordHash = await hashPassword(password);
  const userId = await consumePasswordResetToken(hashResetToken(token));
  if (!userId) return fail(400, RESET_LINK_INVALID, { token: [RESET_LINK_INVALID] });
  const sessionsEnded = await updatePasswordHash(userId, passwordHash);
  await deletePasswordResetTokensForUser(userId);
  await recordSecurityEvent(userId, "reset_used", ip);
  if (sessionsEnded > 0) await recordSecurityEvent(userId, "sessions_ended_password", ip);
  return ok({ message: PASSWORD_UPDATED });
}

/** Whether a link's token can still be used, to show the form or a friendly message first. */
export async function resetTokenUsable(token: string): Promise<boolean> {
  return token.length >= 16 && token.length <= 200 && isPasswordResetTokenUsable(hashResetToken(token));
}
