import { Companion } from "@/components/companion/companion";
import { OpenModalButton } from "@/components/dashboard/open-modal-button";
import { companionFromDisplayName } from "@/lib/companion/companions";
import { messageForCheck, WELCOME_MESSAGE } from "@/lib/companion/messages";
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

/** Buddy: the companion's corner with today's message (from the latest mood check) and a quick practice. */
export function BuddyTab({ latestCheck }: { latestCheck: MoodCheckRow | null }) {
  const result = latestCheck?.result as MoodCheckResult | undefined;
  const companion = companionFromDisplayName(latestCheck?.companion ?? "Shanti");
  const message = result ? messageForCheck(result) : WELCOME_MESSAGE;
  const practice = result?.quickRelief ?? EVERYDAY_PRACTICE;
  return (
    <div className="flex flex-col gap-5">
      <Companion companion={companion} message={message} />
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
      <div>
        <OpenModalButton modal="mood">{result ? "Check in again" : "Daily Mood Checker"}</OpenModalButton>
      </div>
    </div>
  );
}
