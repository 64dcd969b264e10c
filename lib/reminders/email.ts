import { reminderWords } from "@/content/by-locale/reminders";
import { wordsIn } from "@/lib/i18n/words";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { htmlMail, type HtmlBlock } from "@/lib/mail/html";
import type { Mail } from "@/lib/mail/send";
import type { ReminderMessage } from "./message";
import { PRACTICE_PATHS } from "./practices";

/**
 * A reminder mail in the person's saved language: the day's words, a link per waiting practice, and a one-click unsubscribe
 * both in the text and as RFC 8058 headers (List-Unsubscribe with List-Unsubscribe-Post), so a
 * mail app's own "Unsubscribe" button stops them with a POST and no sign-in.
 */
export function reminderMail(
  to: { email: string; firstName: string },
  message: ReminderMessage,
  origin: string,
  unsubscribeUrl: string,
  locale: Locale = DEFAULT_LOCALE,
): Mail {
  const { REMINDER_MAIL, REMINDER_PRACTICE_COPY } = reminderWords(locale);
  const links = message.practices.map((p) => ({
    label: REMINDER_PRACTICE_COPY[p].action,
    link: `${origin}${PRACTICE_PATHS[p]}`,
    lead: `${REMINDER_PRACTICE_COPY[p].label}:`,
  }));
  const profile = `${origin}/profile`;
  const text = [
    REMINDER_MAIL.greeting(to.firstName),
    message.body,
    links.map((l) => `${l.lead} ${l.link}`).join("\n"),
    `${REMINDER_MAIL.why} ${REMINDER_MAIL.change}\n${profile}`,
    `${REMINDER_MAIL.unsubscribe}\n${unsubscribeUrl}`,
  ].join("\n\n");
  const blocks: HtmlBlock[] = [
    { text: REMINDER_MAIL.greeting(to.firstName) },
    { text: message.body },
    ...links,
    { text: REMINDER_MAIL.why },
    { lead: REMINDER_MAIL.change, link: profile, label: wordsIn(locale, "OutsideMail")("reminderProfile") },
    { link: unsubscribeUrl, label: REMINDER_MAIL.unsubscribeLink },
  ];
  return {
    to: to.email,
    subject: message.title,
    text: `${text}\n`,
    html: htmlMail(message.title, blocks, locale),
    headers: { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
