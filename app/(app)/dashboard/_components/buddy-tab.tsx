import { Companion } from "@/components/companion/companion";
import { LazyConversation } from "@/components/companion/conversation-lazy";
import { buttonClass } from "@/components/ui/button";
import { OpenModalLink } from "./open-modal-link";
import { companionFromDisplayName } from "@/lib/companion/companions";
import { getLocale, getTranslations } from "next-intl/server";
import { dailyContent } from "@/content/by-locale/daily";
import { messageForCheck, type Practice } from "@/lib/companion/messages";
import { conversationContent } from "@/lib/companion/conversation-props";
import type { MoodCheckRow } from "@/lib/data/mood";
import type { MoodCheckResult } from "@/lib/scoring";

/**
 * Buddy: the companion's corner. Today's message (from the latest mood check), then a short
 * conversation the person can answer, and a quick practice (hidden while the conversation shows
 * the help lines). The companion is the one the latest mood check chose.
 */
export async function BuddyTab({ latestCheck, timeZone }: { latestCheck: MoodCheckRow | null; timeZone: string }) {
  const [locale, t] = await Promise.all([getLocale(), getTranslations("Daily")]);
  const content = dailyContent(locale);
  const result = latestCheck?.result as MoodCheckResult | undefined;
  const companion = companionFromDisplayName(latestCheck?.companion ?? "Shanti");
  const message = result ? messageForCheck(result, content.messages) : content.messages.welcome;
  // A stored relief is read by its id, in the page's words.
  const practice = result?.quickRelief ? content.reliefs[result.quickRelief.id] : content.everyday;
  return (
    <div className="flex flex-col gap-5">
      <Companion companion={companion} message={message} />
      <LazyConversation
        companion={companion}
        {...conversationContent(timeZone, locale)}
        moodCheckButton={
          <OpenModalLink modal="mood" className={buttonClass("secondary")}>
            {t("openMoodChecker")}
          </OpenModalLink>
        }
      >
        <PracticeCard title={t("quickPractice", { title: practice.title })} steps={practice.steps} />
      </LazyConversation>
      <div>
        <OpenModalLink modal="mood" className={buttonClass("primary")}>
          {result ? t("checkInAgain") : t("moodChecker")}
        </OpenModalLink>
      </div>
    </div>
  );
}

function PracticeCard({ title, steps }: { title: string; steps: Practice["steps"] }) {
  return (
    <section aria-labelledby="buddy-practice" className="rounded-2xl border border-line bg-white/85 p-5">
      <h3 id="buddy-practice" className="text-xl text-ink">
        {title}
      </h3>
      <ol className="mt-2 list-decimal space-y-1 pl-5 leading-relaxed text-ink">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}
