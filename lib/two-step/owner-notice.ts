import "server-only";
import { recordSecurityEvent } from "@/lib/auth/security-events";
import { getUserById } from "@/lib/data/users";
import { appOrigin } from "@/lib/env";
import { savedLocale } from "@/lib/i18n/saved-locale";
import { wordsIn } from "@/lib/i18n/words";
import { htmlMail } from "@/lib/mail/html";
import { sendMail } from "@/lib/mail/send";

// When the second step's caps are reached the owner hears of it at once, in Recent activity and
// by mail (the dev outbox on a local run), in calm words: what happened, that their account is
// still theirs, and what to do, whether it was them or not. The mail is in the language saved on
// the account, as the reset mail (docs/decisions/0051-hindi-outside-the-screen.md).

type Notice = "second_step_stopped" | "second_step_codes_paused";

/** Each notice's three sentences in the OutsideMail catalogue. */
const KEYS = {
  second_step_stopped: { subject: "stoppedSubject", happened: "stoppedHappened", yours: "stoppedYours" },
  second_step_codes_paused: { subject: "pausedSubject", happened: "pausedHappened", yours: "pausedYours" },
} as const satisfies Record<Notice, Record<string, string>>;

/** Records the event in the owner's Recent activity and mails them; a mail that fails is logged, never thrown. */
export async function tellOwner(userId: string, notice: Notice, ip: string): Promise<void> {
  await recordSecurityEvent(userId, notice, ip);
  const user = await getUserById(userId);
  if (!user) return;
  const locale = savedLocale(user.locale);
  const t = wordsIn(locale, "OutsideMail");
  const [subject, happened, yours] = [t(KEYS[notice].subject), t(KEYS[notice].happened), t(KEYS[notice].yours)];
  const greeting = user.firstName ? t("greeting", { name: user.firstName }) : t("greetingNoName");
  const link = `${appOrigin()}/forgot-password`;
  const [notYou, seen] = [t("noticeNotYou"), t("noticeSeen")];
  await sendMail({
    to: user.email,
    subject,
    text: `${greeting}\n\n${happened}\n\n${yours}\n\n${notYou}\n${link}\n\n${seen}\n`,
    html: htmlMail(
      subject,
      [{ text: greeting }, { text: happened }, { text: yours }, { lead: notYou, link, label: t("choosePassword") }, { text: seen }],
      locale,
    ),
  }).catch((error) => console.error("[mail] second-step notice failed", error));
}
