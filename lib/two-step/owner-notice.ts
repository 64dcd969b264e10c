import "server-only";
import { recordSecurityEvent } from "@/lib/auth/security-events";
import { getUserById } from "@/lib/data/users";
import { appOrigin } from "@/lib/env";
import { htmlMail } from "@/lib/mail/html";
import { sendMail } from "@/lib/mail/send";

// When the second step's caps are reached the owner hears of it at once, in Recent activity and
// by mail (the dev outbox on a local run), in calm words: what happened, that their account is
// still theirs, and what to do, whether it was them or not.

type Notice = "second_step_stopped" | "second_step_codes_paused";

const WORDS: Record<Notice, { subject: string; happened: string; yours: string }> = {
  second_step_stopped: {
    subject: "A sign-in to your account was stopped",
    happened: "Your password was just entered correctly, followed by 10 codes that did not match, so that sign-in was stopped.",
    yours: "If it was you, log in again with your password and the newest code from your app, your passkey or a recovery code.",
  },
  second_step_codes_paused: {
    subject: "Codes from your authenticator app are paused for a day",
    happened:
      "Your password was entered correctly today, followed by 30 codes from an authenticator app that did not match. Codes from the app are not accepted for a day from the first of them.",
    yours: "You can still log in with your password and then your passkey or a recovery code.",
  },
};

const NOT_YOU =
  "If it was not you, someone may know your password. Please choose a new one: that ends every sign-in waiting for a code and signs out every device.";

/** Records the event in the owner's Recent activity and mails them; a mail that fails is logged, never thrown. */
export async function tellOwner(userId: string, notice: Notice, ip: string): Promise<void> {
  await recordSecurityEvent(userId, notice, ip);
  const user = await getUserById(userId);
  if (!user) return;
  const words = WORDS[notice];
  const greeting = `Hello ${user.firstName || "there"},`;
  const link = `${appOrigin()}/forgot-password`;
  const seen = "You can see this under Recent activity on your profile.";
  await sendMail({
    to: user.email,
    subject: words.subject,
    text: `${greeting}\n\n${words.happened}\n\n${words.yours}\n\n${NOT_YOU}\n${link}\n\n${seen}\n`,
    html: htmlMail(words.subject, [
      { text: greeting },
      { text: words.happened },
      { text: words.yours },
      { lead: NOT_YOU, link, label: "Choose a new password" },
      { text: seen },
    ]),
  }).catch((error) => console.error("[mail] second-step notice failed", error));
}
