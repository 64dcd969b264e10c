import Link from "next/link";
import { Gad7Help } from "@/components/report/gad7-help";
import { buttonClass } from "@/components/ui/button";
import type { AssessmentOverviewItem } from "@/lib/assessments/overview";
import { formatLocalDate } from "@/lib/time/format";

/**
 * Each assessment with its last result and date and a button to take it (docs/decisions/0004-complete-report-skips-onboarding.md). A result
 * whose instrument has help lines (GAD-7: where to find support, docs/decisions/0008-gad7-validated-and-help-always-shown.md) always shows them.
 */
export function AssessmentList({ items, timeZone }: { items: AssessmentOverviewItem[]; timeZone: string }) {
  return (
    <ul className="flex flex-col gap-3">
      {items.map((item) => {
        const headingId = `assessment-${item.kind}-title`;
        const action = item.latest ? (item.kind === "onboarding" ? "Retake" : "Take again") : "Take it";
        return (
          <li key={item.kind} data-testid={`assessment-${item.kind}`} className="rounded-2xl border border-line bg-white/85 p-4 sm:p-5">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <h3 id={headingId} className="text-lg break-words text-ink">
                  {item.title}
                </h3>
                {item.latest ? (
                  <p className="mt-1 break-words text-ink">
                    <span className="font-semibold text-accent-dark">{item.latest.summary}</span>
                    <span className="text-muted">
                      {" "}
                      · <time dateTime={item.latest.createdAt.toISOString()}>{formatLocalDate(item.latest.createdAt, timeZone)}</time>
                    </span>
                  </p>
                ) : (
                  <p className="mt-1 text-muted">Not taken yet</p>
                )}
              </div>
              <Link
                href={item.href}
                aria-label={`${action}: ${item.title}`}
                className={buttonClass(item.latest ? "secondary" : "primary", "shrink-0 sm:min-w-36")}
              >
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
