import type { Metadata } from "next";
import { getLocale } from "next-intl/server";
import { reminderWords } from "@/content/by-locale/reminders";
import type { Locale } from "@/lib/i18n/locales";
import { wordsIn } from "@/lib/i18n/words";
import { unsubscribeLocale } from "@/lib/reminders/service";
import { UnsubscribeForm } from "./unsubscribe-form";

type Props = PageProps<"/reminders/unsubscribe">;

/**
 * The page speaks the language saved on the account the mail was sent to, as the mail did, whatever
 * browser opens it; a token that names nobody gets the page's own language.
 */
async function pageLocale(searchParams: Props["searchParams"]): Promise<Locale> {
  const { token } = await searchParams;
  return (await unsubscribeLocale(typeof token === "string" ? token : null)) ?? ((await getLocale()) as Locale);
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { title } = reminderWords(await pageLocale(searchParams)).REMINDER_UNSUBSCRIBE_PAGE;
  return { title, referrer: "no-referrer", robots: { index: false } };
}

/** Where a reminder mail's unsubscribe link leads: one button, no sign-in (the link's signed token says who). */
export default async function UnsubscribePage({ searchParams }: Props) {
  const { token } = await searchParams;
  const locale = await pageLocale(searchParams);
  const copy = { ...reminderWords(locale).REMINDER_UNSUBSCRIBE_PAGE, profile: wordsIn(locale, "OutsideMail")("unsubscribeProfile") };
  return (
    <article lang={locale} className="mx-auto max-w-xl px-5 py-12 sm:py-16">
      <h1 className="text-4xl text-ink">{copy.title}</h1>
      <UnsubscribeForm token={typeof token === "string" ? token : ""} copy={copy} />
    </article>
  );
}
