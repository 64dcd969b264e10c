import "server-only";
import { describeBodyType, describeDosha, getNourishPlan, getSoundSleepPlan } from "@/lib/content";
import type { Report } from "@/lib/data/assessments";
import { bodyTypeView, describeCloseCall } from "@/lib/assessments/body-type";
import { closeCall, doshaCodeSchema, type DoshaCode } from "@/lib/scoring";
import { BodyTypeChip, PercentageChips } from "./chips";
import { DoshaWheel } from "./dosha-wheel";
import { doshaByCode } from "./doshas";
import { formatPct } from "./format";
import { PlanList } from "./plan-list";
import { rawAnswerItems } from "./raw-answer-items";
import { RawAnswers } from "./raw-answers";

function readLetter(value: string | null): DoshaCode | null {
  const parsed = doshaCodeSchema.safeParse(value?.trim().toUpperCase());
  return parsed.success ? parsed.data : null;
}

/**
 * The body-type report card: the Dosha wheel, percentage and body-type chips, what the type
 * means, a close-call note when it sits near a line of the rule, the Nourish Plan and Sound
 * Sleep lists, and the raw answers behind a toggle.
 */
export function BodyTypeCard({ report }: { report: Report }) {
  const view = bodyTypeView(report);
  const { vPct, pPct, kPct } = view.percentages;
  const meaning = describeBodyType(view.code);
  const near = closeCall(view.percentages);
  const nearDetails = describeCloseCall(near);

  // Plans follow the report's letters; a missing one (sound sleep may be "") falls back to the leading dosha.
  const nourishLetter = readLetter(report.nourishPlanDosha) ?? view.leading;
  const sleepLetter = readLetter(report.soundSleepDosha) ?? view.leading;
  const nourish = getNourishPlan(nourishLetter);
  const sleep = getSoundSleepPlan(sleepLetter);
  const raw = rawAnswerItems(report.rawAnswers);

  const supportPct = view.support ? { V: vPct, P: pPct, K: kPct }[view.support] : null;

  return (
    <section aria-labelledby="body-type-heading" className="rounded-3xl border border-line bg-white/85 p-5 shadow-sm sm:p-8">
      <h2 id="body-type-heading" className="text-2xl text-ink sm:text-3xl">
        Your body type
      </h2>

      <div className="mt-6 flex flex-col items-center gap-6 sm:flex-row sm:items-center sm:gap-10">
        <DoshaWheel vata={vPct} pitta={pPct} kapha={kPct} code={view.code} />
        <div className="flex flex-col items-center gap-4 sm:items-start">
          <BodyTypeChip view={view} />
          <PercentageChips percentages={view.percentages} className="justify-center sm:justify-start" />
        </div>
      </div>

      <div className="mt-6 flex flex-col gap-3 leading-relaxed text-ink">
        {meaning && <p data-testid="body-type-meaning">{meaning}</p>}
        {view.support && supportPct !== null && (
          <p>
            {describeDosha(view.support).name} adds a supporting note at {formatPct(supportPct)}: enough to notice, as a quieter part of your nature.
          </p>
        )}
      </div>

      {near.isClose && (
        <div
          data-testid="close-call"
          role="note"
          aria-labelledby="close-call-title"
          className="mt-5 rounded-2xl border border-dashed border-accent/50 bg-accent-soft/60 p-4 text-sm leading-relaxed text-ink"
        >
          <p id="close-call-title" className="font-semibold">
            A close call
          </p>
          <p className="mt-1">
            Your percentages sit within a few points of where your body type would read differently, so hold {view.code} lightly, as an estimate.
          </p>
          <ul className="mt-2 flex list-disc flex-col gap-1 pl-5">
            {nearDetails.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}

      <div className="mt-8 grid gap-4 md:grid-cols-2">
        {nourish && <PlanList id="nourish-heading" testId="nourish-plan" heading="Nourish Plan" doshaName={doshaByCode(nourishLetter).name} plan={nourish} />}
        {sleep && <PlanList id="sleep-heading" testId="sound-sleep" heading="Sound Sleep" doshaName={doshaByCode(sleepLetter).name} plan={sleep} />}
      </div>

      <div className="mt-6 border-t border-line pt-4">
        <RawAnswers items={raw.items} fallback={raw.fallback} />
      </div>
    </section>
  );
}
