import "server-only";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { buttonClass } from "@/components/ui/button";
import { INSTRUMENTS, parseStoredResult, type ReadableKind } from "@/lib/assessments/instruments";
import type { AssessmentOverviewItem } from "@/lib/assessments/overview";
import { meaningIn, readingsIn } from "@/lib/assessments/readings";
import type { Locale } from "@/lib/i18n/locales";
import { formatDateIn } from "@/lib/time/format-in-locale";
import { Gad7Help } from "./gad7-help";

type OtherItem = AssessmentOverviewItem & { kind: ReadableKind };

/** Assessments whose result reads as text; the body-type onboarding shows as its own card. */
export function isOtherAssessment(item: AssessmentOverviewItem): item is OtherItem {
  return INSTRUMENTS[item.kind].reads !== null;
}

/**
 * One assessment on the report (`data-testid="result-{kind}"`): its latest result, date and
 * meaning with a way to take it again, or a gentle invitation when it has not been taken yet,
 * in the person's language (lib/assessments/readings).
 */
export async function AssessmentResult({ item, timeZone, locale }: { item: OtherItem; timeZone: string; locale: Locale }) {
  const headingId = `result-${item.kind}-title`;
  const { latest } = item;
  const readings = readingsIn(locale);
  const t = await getTranslations("ReportResult");
  const parsed = latest ? parseStoredResult(item.kind, latest.result) : null;
  const meaning = latest ? meaningIn(readings, item.kind, parsed) : null;
  const summary = parsed ? readings.summary(item.kind, parsed) : latest?.summary;
  const title = readings.title(item.kind);
  const { help } = item;
  return (
    <section data-testid={`result-${item.kind}`} aria-labelledby={headingId} className="rounded-3xl border border-line bg-white/80 p-5 shadow-sm sm:p-6">
      <h3 id={headingId} className="text-xl text-ink">
        {title}
      </h3>
      {latest && meaning ? (
        <>
          <p className="mt-2 text-lg font-semibold text-accent-dark">{summary}</p>
          <p className="text-sm text-muted">
            {t.rich("takenOn", {
              date: formatDateIn(locale, latest.createdAt, timeZone),
              time: (chunks) => <time dateTime={latest.createdAt.toISOString()}>{chunks}</time>,
            })}
          </p>
          {meaning.paragraphs.map((text) => (
            <p key={text} className="mt-3 leading-relaxed text-ink">
              {text}
            </p>
          ))}
          {meaning.details.length > 0 && (
            <ul className="mt-3 flex flex-col gap-2">
              {meaning.details.map((detail) => (
                <li key={detail.label} className="leading-relaxed">
                  <span className="font-semibold text-ink">{t("detailLabel", { label: detail.label })}</span> <span className="text-muted">{detail.text}</span>
                </li>
              ))}
            </ul>
          )}
          {meaning.closing.map((text) => (
            <p key={text} className="mt-3 leading-relaxed text-ink">
              {text}
            </p>
          ))}
          {help && <Gad7Help timeZone={timeZone} />}
          <Link href={item.href} aria-label={t("againLabel", { title })} className={buttonClass("secondary", "mt-5")}>
            {t("again")}
          </Link>
        </>
      ) : (
        <>
          <p className="mt-2 leading-relaxed text-muted">{readings.about(item.kind)}</p>
          <p className="mt-3 text-ink">{t("notYet")}</p>
          <Link href={item.href} aria-label={t("beginLabel", { title })} className={buttonClass("secondary", "mt-5")}>
            {t("begin")}
          </Link>
        </>
      )}
    </section>
  );
}
