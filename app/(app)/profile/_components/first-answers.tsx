import { getVisitorOnboarding } from "@/lib/content/visitor-onboarding";
import { getProfileReads } from "@/lib/data/page-reads";
import { answerKey } from "@/lib/onboarding/visitor-draft";
import type { OnboardingTrack } from "@/lib/scoring/types";

const TRACK_NAMES: Record<OnboardingTrack, string> = { balance: "Balance", sleep: "Sleep", stress: "Stress and calm" };

/** 'Where you started': the areas and answers chosen on the landing page, once saved to the account. */
export async function FirstAnswers({ userId }: { userId: string }) {
  const saved = (await getProfileReads(userId)).visitorPreferences;
  if (!saved) return null;
  const content = getVisitorOnboarding();
  const track = saved.track as OnboardingTrack;
  const areas = content.q0.options.filter((o) => saved.areas.includes(o.id)).map((o) => o.label);
  const answered = content.tracks[track].flatMap((question, i) => {
    const label = question.options.find((o) => o.id === saved.answers[answerKey(track, i + 1)])?.label;
    return label ? [{ question: question.text, label }] : [];
  });
  return (
    <section aria-labelledby="first-answers-title" data-testid="first-answers">
      <h2 id="first-answers-title" className="text-2xl text-ink">
        Where you started
      </h2>
      <p className="mt-2 text-muted">
        What you chose before making your account. Your {TRACK_NAMES[track]?.toLowerCase() ?? "chosen"} answers, with your body type, your current balance and
        your latest mood check, help choose the practices we suggest first.
      </p>
      <dl className="mt-4 flex flex-col gap-3 rounded-3xl border border-line bg-white/70 p-5">
        <div>
          <dt className="text-sm text-muted">Areas to balance</dt>
          <dd className="text-ink">{areas.join(", ")}</dd>
        </div>
        {answered.map((a) => (
          <div key={a.question}>
            <dt className="text-sm text-muted">{a.question}</dt>
            <dd className="text-ink">{a.label}</dd>
          </div>
        ))}
        {answered.length === 0 && (
          <div>
            <dt className="text-sm text-muted">Track</dt>
            <dd className="text-ink">{TRACK_NAMES[track]}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
