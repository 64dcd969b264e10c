import Link from "next/link";
import { formatDate } from "@/components/report/format";
import { buttonClass } from "@/components/ui/button";
import type { AssessmentOverviewItem } from "@/lib/assessments/overview";

/** Each assessment with its last result and date and a button to take it (DECISIONS 4). */
export function AssessmentList({ items }: { items: AssessmentOverviewItem[] }) {
  return (
    <ul className="flex flex-col gap-3">
      {items.map((item) => {
        const headingId = `assessment-${item.kind}-title`;
        const action = item.latest ? (item.kind === "onboarding" ? "Retake" : "Take again") : "Take it";
        return (
          <li
            key={item.kind}
            data-testid={`assessment-${item.kind}`}
            className="flex flex-col gap-3 rounded-2xl border border-line bg-white/85 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5"
          >
            <div className="min-w-0">
              <h3 id={headingId} className="text-lg text-ink">
                {item.title}
              </h3>
              {item.latest ? (
                <p className="mt-1 text-ink">
                  <span className="font-semibold text-accent-dark">{item.latest.summary}</span>
                  <span className="text-muted">
                    {" "}
                    · <time dateTime={item.latest.createdAt.toISOString()}>{formatDate(item.latest.createdAt)}</time>
                  </span>
                </p>
              ) : (
                <p className="mt-1 text-muted">Not taken yet</p>
              )}
            </div>
            <Link
              href={item.href}
              className={buttonClass(item.latest ? "secondary" : "primary", "shrink-0 sm:min-w-36")}
            >
              {action}
              <span className="sr-only">: {item.title}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
