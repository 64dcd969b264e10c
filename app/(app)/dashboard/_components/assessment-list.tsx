import Link from "next/link";
import { Gad7Help } from "@/components/report/gad7-help";
import { buttonClass } from "@/components/ui/button";
import { getLocale, getTranslations } from "next-intl/server";
import { parseStoredResult } from "@/lib/assessments/instruments";
import type { AssessmentOverviewItem } from "@/lib/assessments/overview";
import { readingsIn } from "@/lib/assessments/readings";
import { formatDateIn } from "@/lib/time/format-in-locale";

/**
 * Each assessment with its last result and date and a button to take it (docs/decisions/0004-complete-report-skips-onboarding.md). A result
 * whose instrument has help lines (GAD-7: where to find support, docs/decisions/0008-gad7-validated-and-help-always-shown.md) always shows them.
 * Titles and results in the page's language (lib/assessments/readings).
 */
export async function AssessmentList({ items, timeZone }: { items: AssessmentOverviewItem[]; timeZone: string }) {
  const [t, locale] = await Promise.all([getTranslations("AssessmentList"), getLocale()]);
  const readings = readingsIn(locale);
  const summaryOf = ({ kind, latest }: AssessmentOverviewItem) => {
    const parsed = latest && parseStoredResult(kind, latest.result);
    return parsed ? readings.summary(kind, parsed) : "—";
  };
  return (
    <ul className="flex flex-col gap-3">
      {items.map((item) => {
        const headingId = `assessment-${item.kind}-title`;
        const action = t(item.latest ? (item.kind === "onboarding" ? "retake" : "takeAgain") : "takeIt");
        const title = readings.title(item.kind);
        return (
          <li key={item.kind} data-testid={`assessment-${item.kind}`} className="rounded-2xl border border-line bg-white/85 p-4 sm:p-5">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <h3 id={headingId} className="text-lg break-words text-ink">
                  {title}
                </h3>
                {item.latest ? (
                  <p className="mt-1 break-words text-ink">
                    <span className="font-semibold text-accent-dark">{summaryOf(item)}</span>
                    <span className="text-muted">
                      {" "}
                      · <time dateTime={item.latest.createdAt.toISOString()}>{formatDateIn(locale, item.latest.createdAt, timeZone)}</time>
                    </span>
                  </p>
                ) : (
                  <p className="mt-1 text-muted">{t("notTaken")}</p>
                )}
              </div>
              <Link href={item.href} aria-label={`${action}: ${title}`} className={buttonClass(item.latest ? "secondary" : "primary", "shrink-0 sm:min-w-36")}>
                {action}
              </Link>
            </div>
            {item.help && <Gad7Help timeZone={timeZone} />}
          </li>
        );
      })}
    </ul>
  );
}
