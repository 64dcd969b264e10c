import { Companion } from "@/components/companion/companion";
import { LazyConversation } from "@/components/companion/conversation-lazy";
import { buttonClass } from "@/components/ui/button";
import { OpenModalLink } from "./open-modal-link";
import { companionFromDisplayName } from "@/lib/companion/companions";
import { messageForCheck, WELCOME_MESSAGE } from "@/lib/companion/messages";
import { conversationContent } from "@/lib/companion/conversation-props";
import type { MoodCheckRow } from "@/lib/data/mood";
import type { MoodCheckResult, QuickRelief } from "@/lib/scoring";

/** A calm practice for any moment, when the latest check did not call for a specific relief. */
const EVERYDAY_PRACTICE: Pick<QuickRelief, "title" | "steps"> = {
  title: "Three grounding breaths",
  steps: [
    "Put both feet flat on the floor and feel its support.",
    "Breathe in through your nose for a slow count of four.",
    "Breathe out through your mouth for a count of six.",
    "Repeat three times, and name one thing you can see, hear and feel.",
  ],
};

/**
 * Buddy: the companion's corner. Today's message (from the latest mood check), then a short
 * conversation the person can answer, and a quick practice (hidden while the conversation shows
 * the help lines). The companion is the one the latest mood check chose.
 */
export function BuddyTab({ latestCheck, timeZone }: { latestCheck: MoodCheckRow | null; timeZone: string }) {
  const result = latestCheck?.result as MoodCheckResult | undefined;
  const companion = companionFromDisplayName(latestCheck?.companion ?? "Shanti");
  const message = result ? messageForCheck(result) : WELCOME_MESSAGE;
  const practice = result?.quickRelief ?? EVERYDAY_PRACTICE;
  return (
    <div className="flex flex-col gap-5">
      <Companion companion={companion} message={message} />
      <LazyConversation
        companion={companion}
        {...conversationContent(timeZone)}
        moodCheckButton={
          <OpenModalLink modal="mood" className={buttonClass("secondary")}>
            Open the mood checker
          </OpenModalLink>
        }
      >
        <PracticeCard practice={practice} />
      </LazyConversation>
      <div>
        <OpenModalLink modal="mood" className={buttonClass("primary")}>
          {result ? "Check in again" : "Daily Mood Checker"}
        </OpenModalLink>
      </div>
    </div>
  );
}

function PracticeCard({ practice }: { practice: Pick<QuickRelief, "title" | "steps"> }) {
  return (
    <section aria-labelledby="buddy-practice" className="rounded-2xl border border-line bg-white/85 p-5">
      <h3 id="buddy-practice" className="text-xl text-ink">
        A quick practice: {practice.title}
      </h3>
      <ol className="mt-2 list-decimal space-y-1 pl-5 leading-relaxed text-ink">
        {practice.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}
