import type { Metadata } from "next";
import Link from "next/link";
import { Conversation } from "@/components/companion/conversation";
import { buttonClass } from "@/components/ui/button";
import { requireUser } from "@/lib/auth/session";
import { COMPANION_PATH, COMPANIONS } from "@/lib/companion/companions";
import { conversationContent } from "@/lib/companion/conversation-props";
import { loadCompanionCorner } from "@/lib/companion/service";

export const metadata: Metadata = { title: "Talk with your companion" };

/**
 * The conversation with the companion on a page of its own: the one the dashboard's Buddy tab
 * loads when shown, here read on the server with its reply form in the first load, so it works
 * before JavaScript has loaded too (docs/decisions/0040-one-way-to-write-a-form.md).
 */
export default async function CompanionPage() {
  const { user } = await requireUser(COMPANION_PATH);
  const { companion, messages } = await loadCompanionCorner(user.id);
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-8 sm:py-12">
      <header>
        <h1 className="text-3xl text-ink sm:text-4xl">{COMPANIONS[companion].displayName}, your companion</h1>
        <p className="mt-2 leading-relaxed text-muted">A few gentle words back and forth. Only you can read them, and they are stored encrypted.</p>
      </header>
      <Conversation
        companion={companion}
        {...conversationContent(user.timeZone)}
        initialMessages={messages}
        moodCheckButton={
          <Link href="/dashboard?open=mood" prefetch={false} className={buttonClass("secondary")}>
            Open the mood checker
          </Link>
        }
      />
      <Link
        href="/dashboard?tab=buddy"
        prefetch={false}
        className="inline-flex min-h-11 items-center self-start font-semibold text-accent underline-offset-4 hover:underline"
      >
        Back to your dashboard
      </Link>
    </div>
  );
}
