import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import Link from "next/link";
import { Conversation } from "@/components/companion/conversation";
import { buttonClass } from "@/components/ui/button";
import { requireUser } from "@/lib/auth/session";
import { COMPANION_PATH, COMPANIONS } from "@/lib/companion/companions";
import { conversationContent } from "@/lib/companion/conversation-props";
import { loadCompanionCorner } from "@/lib/companion/service";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Companion"))("metaTitle") };
}

/**
 * The conversation with the companion on a page of its own: the one the dashboard's Buddy tab
 * loads when shown, here read on the server with its reply form in the first load, so it works
 * before JavaScript has loaded too (docs/decisions/0040-one-way-to-write-a-form.md).
 */
export default async function CompanionPage() {
  const { user } = await requireUser(COMPANION_PATH);
  const [{ companion, messages }, t, daily, locale] = await Promise.all([
    loadCompanionCorner(user.id),
    getTranslations("Companion"),
    getTranslations("Daily"),
    getLocale(),
  ]);
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-8 sm:py-12">
      <header>
        <h1 className="text-3xl text-ink sm:text-4xl">{t("pageTitle", { name: COMPANIONS[companion].displayName })}</h1>
        <p className="mt-2 leading-relaxed text-muted">{t("pageLead")}</p>
      </header>
      <Conversation
        companion={companion}
        {...conversationContent(user.timeZone, locale)}
        initialMessages={messages}
        moodCheckButton={
          <Link href="/dashboard?open=mood" prefetch={false} className={buttonClass("secondary")}>
            {daily("openMoodChecker")}
          </Link>
        }
      />
      <Link
        href="/dashboard?tab=buddy"
        prefetch={false}
        className="inline-flex min-h-11 items-center self-start font-semibold text-accent underline-offset-4 hover:underline"
      >
        {daily("backToDashboard")}
      </Link>
    </div>
  );
}
