"use client";

import Link from "next/link";
import { useEffect, useRef } from "react";
import { useWords } from "@/components/i18n/words-context";
import { Gad7Help } from "@/components/report/gad7-help";
import { buttonClass } from "@/components/ui/button";
import type { Wording } from "@/content/hi/wording";
import type { ReportMeanings } from "@/lib/content/schemas";
import { GAD7_MAX_TOTAL } from "@/lib/scoring/constants";
import type { Gad7Result } from "@/lib/scoring/types";

type Props = {
  result: Gad7Result;
  meanings: Wording<ReportMeanings["gad7"]>;
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
  const t = useWords("Questions");
  const meaning = meanings.severities[result.severity];
  useEffect(() => heading.current?.focus(), []);

  return (
    <div data-testid="gad7-result" className="flex flex-col gap-5">
      <h2 ref={heading} tabIndex={-1} className="font-serif text-2xl leading-snug text-ink sm:text-[1.7rem]">
        {t("gad7Saved")}
      </h2>
      <div className="rounded-3xl border border-line bg-white/85 p-5 shadow-sm">
        <p className="text-sm font-medium text-muted">{t("gad7Result")}</p>
        <p className="mt-1 text-lg font-semibold text-accent-dark">{t("gad7Score", { label: meaning.label, total: result.total, max: GAD7_MAX_TOTAL })}</p>
        <p className="mt-3 leading-relaxed text-ink">{meaning.text}</p>
        <p className="mt-3 text-sm leading-relaxed text-muted">{meanings.intro}</p>
      </div>
      <Gad7Help timeZone={timeZone} className="" />
      <Link href={next} replace className={buttonClass("primary", "self-end")}>
        {t("continue")}
      </Link>
    </div>
  );
}
