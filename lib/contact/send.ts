import "server-only";
import { headers } from "next/headers";
import { fail, ok, type ActionResult } from "@/lib/action-result";
import { clientIp } from "@/lib/auth/client-ip";
import { crisisSupportFor, type CrisisSupport } from "@/lib/companion/crisis-support";
import { getCurrentUser } from "@/lib/auth/session";
import { createContactMessage, deleteAnonymousContactMessagesBefore } from "@/lib/data/contact";
import { hitRateLimit } from "@/lib/data/rate-limits";
import { env } from "@/lib/env";
import { requestWords } from "@/lib/i18n/words";
import { sendMail } from "@/lib/mail/send";
import { ContactSchema } from "@/lib/validations/contact";

const HOUR = 3_600_000;
/** How long a message sent without an account is kept (the Privacy page says 12 months). */
const ANONYMOUS_CONTACT_RETENTION_MS = 365 * 24 * HOUR;
/** Enough for a real conversation, too few for a flood from one address or one sender. */
export const CONTACT_LIMITS = { perIp: { limit: 5, windowMs: HOUR }, perEmail: { limit: 3, windowMs: HOUR } } as const;

/**
 * Validates, rate limits (per address and per sender email), stores, and mails the message to
 * CONTACT_TO when it is set. A mail failure never loses the message: it is stored first.
 */
export async function sendContactMessage(input: unknown): Promise<ActionResult<{ message: string; crisis: CrisisSupport | null }>> {
  const t = await requestWords("Contact");
  const parsed = ContactSchema.safeParse(input);
  if (!parsed.success) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (fieldErrors[String(issue.path[0])] ??= []).push(issue.message);
    return fail(400, t("checkFields"), fieldErrors);
  }
  const values = parsed.data;
  const ip = clientIp(await headers());
  const [byIp, byEmail] = await Promise.all([
    hitRateLimit(`contactPerIp:${ip}`, CONTACT_LIMITS.perIp.limit, CONTACT_LIMITS.perIp.windowMs),
    hitRateLimit(`contactPerEmail:${values.email}`, CONTACT_LIMITS.perEmail.limit, CONTACT_LIMITS.perEmail.windowMs),
  ]);
  if (byIp.limited || byEmail.limited) return fail(429, t("tooMany"));

  const current = await getCurrentUser();
  const saved = await createContactMessage({ ...values, userId: current?.user.id ?? null });
  // Occasional housekeeping keeps the retention promise without a scheduler.
  if (Math.random() < 0.05) void deleteAnonymousContactMessagesBefore(new Date(Date.now() - ANONYMOUS_CONTACT_RETENTION_MS)).catch(() => {});
  const to = env().CONTACT_TO;
  if (to) {
    try {
      await sendMail({
        to,
        subject: `Contact form: ${values.name}`,
        text: `From: ${values.name} <${values.email}>\nSent: ${saved.createdAt.toISOString()}\n\n${values.message}\n`,
      });
    } catch (error) {
      console.error("[contact] Stored, but mailing it failed:", error instanceof Error ? error.message : error);
    }
  }
  return ok({ message: t("thanks"), crisis: crisisSupportFor(values.message) });
}
