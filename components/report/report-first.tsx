import Link from "next/link";
import type { ReactNode } from "react";
import { buttonClass } from "@/components/ui/button";
import { getLocale } from "next-intl/server";
import { assessmentContent } from "@/content/assessment-by-locale";
import type { ReportFirstPlace } from "@/content/report-first";

/** This part's words in the request's language (content/report-first.ts, content/hi/report-first.ts). */
export async function reportFirstWords() {
  return assessmentContent("reportFirst", await getLocale()).REPORT_FIRST;
}

/**
 * Why this part waits for the report, and the one way on: back to the questions where the person
 * stopped (docs/decisions/0042-the-app-opens-before-the-questions.md). `level` fits the heading to
 * where the card stands: a page's h1, or a section inside the dashboard.
 */
export async function ReportFirstCard({ place, continueHref, level }: { place: ReportFirstPlace; continueHref: string; level: "h1" | "h3" }) {
  const Heading = level;
  const REPORT_FIRST = await reportFirstWords();
  return (
    <section aria-labelledby="report-first-title" className="rounded-3xl border border-line bg-white/85 p-6 shadow-sm" data-testid="report-first">
      <Heading id="report-first-title" className={level === "h1" ? "text-3xl text-ink sm:text-4xl" : "text-2xl text-ink"}>
        {REPORT_FIRST.heading}
      </Heading>
      <p className="mt-3 leading-relaxed text-ink">{REPORT_FIRST.because[place]}</p>
      <p className="mt-2 leading-relaxed text-muted">{REPORT_FIRST.matters}</p>
      <p className="mt-2 leading-relaxed text-muted">{REPORT_FIRST.kept}</p>
      <Link href={continueHref} className={buttonClass("primary", "mt-5")} prefetch={false}>
        {REPORT_FIRST.button}
      </Link>
    </section>
  );
}

/** What is open before the report, with the ways there (`children`: links, or the dashboard's dialog openers). */
export async function OpenNow({ level, children }: { level: "h2" | "h3"; children: ReactNode }) {
  const Heading = level;
  const REPORT_FIRST = await reportFirstWords();
  return (
    <section aria-labelledby="open-now-title" className="flex flex-col gap-3">
      <div>
        <Heading id="open-now-title" className="text-xl text-ink">
          {REPORT_FIRST.openNowHeading}
        </Heading>
        <p className="mt-1 leading-relaxed text-muted">{REPORT_FIRST.openNowLead}</p>
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-3">{children}</div>
    </section>
  );
}

/**
 * A page of group B before the report: the card, then what is open meanwhile, as plain links so
 * that the card's button stays the one thing to press.
 */
export async function ReportFirstPage({ place, continueHref }: { place: ReportFirstPlace; continueHref: string }) {
  const REPORT_FIRST = await reportFirstWords();
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-8 px-4 py-8 sm:py-12">
      <ReportFirstCard place={place} continueHref={continueHref} level="h1" />
      <OpenNow level="h2">
        {REPORT_FIRST.openNow.map((link) => (
          <Link
            key={link.href}
            href={link.href}
            className="inline-flex min-h-11 items-center font-semibold text-accent underline underline-offset-4 hover:text-accent-dark"
            prefetch={false}
          >
            {link.label}
          </Link>
        ))}
      </OpenNow>
    </div>
  );
}
