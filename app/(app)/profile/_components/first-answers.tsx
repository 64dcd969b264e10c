import { getLocale, getTranslations } from "next-intl/server";
import { getVisitorOnboarding } from "@/lib/content/visitor-onboarding";
import { getProfileReads } from "@/lib/data/page-reads";
import { answerKey } from "@/lib/onboarding/visitor-draft";
import type { OnboardingTrack } from "@/lib/scoring/types";

/** 'Where you started': the areas and answers chosen on the landing page, once saved to the account. */
export async function FirstAnswers({ userId }: { userId: string }) {
  const [reads, t, locale] = await Promise.all([getProfileReads(userId), getTranslations("ProfilePage"), getLocale()]);
  const saved = reads.visitorPreferences;
  if (!saved) return null;
  // The same ids in every locale: the answers saved in English read in the reader's own words.
  const content = getVisitorOnboarding(locale);
  const track = saved.track as OnboardingTrack;
  const areas = content.q0.options.filter((o) => saved.areas.includes(o.id)).map((o) => o.label);
  const answered = content.tracks[track].flatMap((question, i) => {
    const label = question.options.find((o) => o.id === saved.answers[answerKey(track, i + 1)])?.label;
    return label ? [{ question: question.text, label }] : [];
  });
  return (
    <section aria-labelledby="first-answers-title" data-testid="first-answers">
      <h2 id="first-answers-title" className="text-2xl text-ink">
        {t("firstAnswersHeading")}
      </h2>
      <p className="mt-2 text-muted">{t("firstAnswersBody", { track })}</p>
      <dl className="mt-4 flex flex-col gap-3 rounded-3xl border border-line bg-white/70 p-5">
        <div>
          <dt className="text-sm text-muted">{t("areasToBalance")}</dt>
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
            <dt className="text-sm text-muted">{t("trackLabel")}</dt>
            <dd className="text-ink">{t("trackName", { track })}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
