"use client";

import Link from "next/link";
import { useEffect, useRef } from "react";
import { Gad7Help } from "@/components/report/gad7-help";
import { buttonClass } from "@/components/ui/button";
import type { ReportMeanings } from "@/lib/content/schemas";
import { GAD7_MAX_TOTAL } from "@/lib/scoring/constants";
import type { Gad7Result } from "@/lib/scoring/types";

type Props = {
  result: Gad7Result;
  meanings: ReportMeanings["gad7"];
  /** The person's saved zone, for their region's help lines. */
  timeZone: string;
  /** Where Continue leads: the next step of the chain. */
  next: string;
};

/**
 * Straight after GAD-7's Submit: the total, its band and what it means in plain words (at
 * moderate or severe that includes the suggestion to talk with a professional), and where to
 * find support, before the chain goes on (docs/decisions/0008-gad7-validated-and-help-always-shown.md). Focus lands on its heading.
 */
export function Gad7ResultStep({ result, meanings, timeZone, next }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  const meaning = meanings.severities[result.severity];
  useEffect(() => heading.current?.focus(), []);

  return (
    <div data-testid="gad7-result" className="flex flex-col gap-5">
      <h2 ref={heading} tabIndex={-1} className="font-serif text-2xl leading-snug text-ink sm:text-[1.7rem]">
        Your check-in is saved
      </h2>
      <div className="rounded-3xl border border-line bg-white/85 p-5 shadow-sm">
        <p className="text-sm font-medium text-muted">Your result</p>
        <p className="mt-1 text-lg font-semibold text-accent-dark">
          {meaning.label} ({result.total} of {GAD7_MAX_TOTAL})
        </p>
        <p className="mt-3 leading-relaxed text-ink">{meaning.text}</p>
        <p className="mt-3 text-sm leading-relaxed text-muted">{meanings.intro}</p>
      </div>
      <Gad7Help timeZone={timeZone} className="" />
      <Link href={next} replace className={buttonClass("primary", "self-end")}>
        Continue
      </Link>
    </div>
  );
}
