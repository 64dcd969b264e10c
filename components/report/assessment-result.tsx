import "server-only";
import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import { INSTRUMENTS, type ReadableKind } from "@/lib/assessments/instruments";
import type { AssessmentOverviewItem } from "@/lib/assessments/overview";
import { resultMeaning } from "@/lib/assessments/summary";
import { formatLocalDate } from "@/lib/time/format";
import { Gad7Help } from "./gad7-help";

type OtherItem = AssessmentOverviewItem & { kind: ReadableKind };

/** Assessments whose result reads as text; the body-type onboarding shows as its own card. */
export function isOtherAssessment(item: AssessmentOverviewItem): item is OtherItem {
  return INSTRUMENTS[item.kind].reads !== null;
}

/**
 * One assessment on the report (`data-testid="result-{kind}"`): its latest result, date and
 * meaning with a way to take it again, or a gentle invitation when it has not been taken yet.
 */
export function AssessmentResult({ item, timeZone }: { item: OtherItem; timeZone: string }) {
  const headingId = `result-${item.kind}-title`;
  const { latest } = item;
  const { reads } = INSTRUMENTS[item.kind];
  const meaning = latest ? resultMeaning(item.kind, latest.result) : null;
  const { help } = item;
  return (
    <section data-testid={`result-${item.kind}`} aria-labelledby={headingId} className="rounded-3xl border border-line bg-white/80 p-5 shadow-sm sm:p-6">
      <h3 id={headingId} className="text-xl text-ink">
        {item.title}
      </h3>
      {latest && meaning ? (
        <>
          <p className="mt-2 text-lg font-semibold text-accent-dark">{latest.summary}</p>
          <p className="text-sm text-muted">
            Taken on <time dateTime={latest.createdAt.toISOString()}>{formatLocalDate(latest.createdAt, timeZone)}</time>
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
                  <span className="font-semibold text-ink">{detail.label}.</span> <span className="text-muted">{detail.text}</span>
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
          <Link href={item.href} aria-label={`Take it again: ${item.title}`} className={buttonClass("secondary", "mt-5")}>
            Take it again
          </Link>
        </>
      ) : (
        <>
          <p className="mt-2 leading-relaxed text-muted">{reads.about()}</p>
          <p className="mt-3 text-ink">You haven&apos;t taken this one yet. Whenever you feel ready, it&apos;s here for you.</p>
          <Link href={item.href} aria-label={`Begin: ${item.title}`} className={buttonClass("secondary", "mt-5")}>
            Begin
          </Link>
        </>
      )}
    </section>
  );
}
