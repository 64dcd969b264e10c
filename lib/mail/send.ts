import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { env, smtpConfigured } from "@/lib/env";
import { addToOutbox } from "@/lib/data/outbox";

export type Mail = { to: string; subject: string; text: string };

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

/**
 * Sends through SMTP when it is configured. Without it (local runs, tests) the mail is logged
 * and kept in the dev outbox, so a reset link is never lost.
 */
export async function sendMail(mail: Mail): Promise<void> {
  if (smtpConfigured()) {
    await smtp().sendMail({ from: env().SMTP_FROM ?? env().SMTP_USER, ...mail });
    return;
  }
  console.info(`[mail] No SMTP configured; kept in the dev outbox.\nTo: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`);
  await addToOutbox(mail);
}
