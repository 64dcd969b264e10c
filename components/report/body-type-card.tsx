import "server-only";
import { getTranslations } from "next-intl/server";
import type { Report } from "@/lib/data/assessments";
import { bodyTypeView } from "@/lib/assessments/body-type";
import { readingsIn } from "@/lib/assessments/readings";
import type { Locale } from "@/lib/i18n/locales";
import { closeCall, doshaCodeSchema, type DoshaCode } from "@/lib/scoring";
import { BodyTypeChip, PercentageChips } from "./chips";
import { DoshaWheel } from "./dosha-wheel";
import { formatPct } from "@/lib/format/percent";
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
 * Sleep lists, and the raw answers behind a toggle, in the person's language.
 */
export async function BodyTypeCard({ report, locale }: { report: Report; locale: Locale }) {
  const t = await getTranslations("ReportBodyType");
  const readings = readingsIn(locale);
  const view = bodyTypeView(report);
  const { vPct, pPct, kPct } = view.percentages;
  const meaning = readings.bodyType(view.code);
  const near = closeCall(view.percentages);
  const nearDetails = readings.closeCall(near);
  const names = { vata: readings.doshaName("V"), pitta: readings.doshaName("P"), kapha: readings.doshaName("K") };

  // Plans follow the report's letters; a missing one (sound sleep may be "") falls back to the leading dosha.
  const nourishLetter = readLetter(report.nourishPlanDosha) ?? view.leading;
  const sleepLetter = readLetter(report.soundSleepDosha) ?? view.leading;
  const raw = rawAnswerItems(report.rawAnswers, locale);

  const supportPct = view.support ? { V: vPct, P: pPct, K: kPct }[view.support] : null;
  const planFor = (letter: DoshaCode, title: string) =>
    t("planFor", { dosha: readings.doshaName(letter), title: title.charAt(0).toLowerCase() + title.slice(1) });

  return (
    <section aria-labelledby="body-type-heading" className="rounded-3xl border border-line bg-white/85 p-5 shadow-sm sm:p-8">
      <h2 id="body-type-heading" className="text-2xl text-ink sm:text-3xl">
        {t("heading")}
      </h2>

      <div className="mt-6 flex flex-col items-center gap-6 sm:flex-row sm:items-center sm:gap-10">
        <DoshaWheel vata={vPct} pitta={pPct} kapha={kPct} code={view.code} names={names} caption={t("wheel")} />
        <div className="flex flex-col items-center gap-4 sm:items-start">
          <BodyTypeChip view={view} label={t("chipLabel")} supportLabel={view.support ? t("chipSupport", { code: view.support }) : undefined} />
          <PercentageChips percentages={view.percentages} names={names} label={t("percentages")} className="justify-center sm:justify-start" />
        </div>
      </div>

      <div className="mt-6 flex flex-col gap-3 leading-relaxed text-ink">
        {meaning && <p data-testid="body-type-meaning">{meaning}</p>}
        {view.support && supportPct !== null && <p>{t("support", { name: readings.doshaName(view.support), pct: formatPct(supportPct) })}</p>}
      </div>

      {near.isClose && (
        <div
          data-testid="close-call"
          role="note"
          aria-labelledby="close-call-title"
          className="mt-5 rounded-2xl border border-dashed border-accent/50 bg-accent-soft/60 p-4 text-sm leading-relaxed text-ink"
        >
          <p id="close-call-title" className="font-semibold">
            {t("closeTitle")}
          </p>
          <p className="mt-1">{t("closeLead", { code: view.code })}</p>
          <ul className="mt-2 flex list-disc flex-col gap-1 pl-5">
            {nearDetails.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}

      <div className="mt-8 grid gap-4 md:grid-cols-2">
        <PlanList
          id="nourish-heading"
          testId="nourish-plan"
          heading={t("nourish")}
          lead={planFor(nourishLetter, readings.plan("nourish", nourishLetter).title)}
          plan={readings.plan("nourish", nourishLetter)}
        />
        <PlanList
          id="sleep-heading"
          testId="sound-sleep"
          heading={t("sleep")}
          lead={planFor(sleepLetter, readings.plan("sleep", sleepLetter).title)}
          plan={readings.plan("sleep", sleepLetter)}
        />
      </div>

      <div className="mt-6 border-t border-line pt-4">
        <RawAnswers items={raw.items} fallback={raw.fallback} words={{ show: t("showRaw"), hide: t("hideRaw"), empty: t("noRaw"), noAnswer: t("noAnswer") }} />
      </div>
    </section>
  );
}
