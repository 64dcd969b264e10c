import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { env, localMailOutbox, smtpConfigured } from "@/lib/env";
import { addToOutbox } from "@/lib/data/outbox";

/** A mail: always a plain-text part; optionally an HTML part and extra headers (List-Unsubscribe). */
export type Mail = { to: string; subject: string; text: string; html?: string; headers?: Record<string, string> };

let transporter: Transporter | undefined;

function smtp(): Transporter {
  const e = env();
  transporter ??= nodemailer.createTransport({
    host: e.SMTP_HOST,
    port: e.SMTP_PORT ?? 587,
    secure: e.SMTP_SECURE === "true" || e.SMTP_PORT === 465,
    auth: e.SMTP_USER ? { user: e.SMTP_USER, pass: e.SMTP_PASSWORD } : undefined,
  });
  return transporter;
}

let warnedNoMail = false;

/** Whether a mail would go anywhere: SMTP, or the log and dev outbox of a local run. */
export function mailDeliverable(): boolean {
  if (smtpConfigured() || localMailOutbox()) return true;
  if (!warnedNoMail) {
    warnedNoMail = true;
    console.warn("[mail] Mail is not configured (no SMTP_HOST): mails are not sent, logged or stored.");
  }
  return false;
}

/**
 * Sends through SMTP when it is configured. Without it, a local run (tests, a laptop) logs the
 * mail and keeps it in the dev outbox; a deployment sends, logs and stores nothing, since a
 * reset link in a server log or table would let anyone who reads them take the account.
 */
export async function sendMail(mail: Mail): Promise<void> {
  if (smtpConfigured()) {
    await smtp().sendMail({ from: env().SMTP_FROM ?? env().SMTP_USER, ...mail });
    return;
  }
  if (!mailDeliverable()) return;
  console.info(`[mail] No SMTP configured; kept in the dev outbox.\nTo: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`);
  await addToOutbox({ to: mail.to, subject: mail.subject, text: mail.text });
}
