import type { Metadata } from "next";
import { REMINDER_UNSUBSCRIBE_PAGE } from "@/content/reminders";
import { UnsubscribeForm } from "./unsubscribe-form";

export const metadata: Metadata = { title: REMINDER_UNSUBSCRIBE_PAGE.title, referrer: "no-referrer", robots: { index: false } };

/** Where a reminder mail's unsubscribe link leads: one button, no sign-in (the link's signed token says who). */
export default async function UnsubscribePage({ searchParams }: PageProps<"/reminders/unsubscribe">) {
  const { token } = await searchParams;
  return (
    <article className="mx-auto max-w-xl px-5 py-12 sm:py-16">
      <h1 className="text-4xl text-ink">{REMINDER_UNSUBSCRIBE_PAGE.title}</h1>
      <UnsubscribeForm token={typeof token === "string" ? token : ""} />
    </article>
  );
}
