"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { QuickRelief as Relief } from "@/lib/scoring";
import { useDailyContent } from "@/components/daily/daily-content";
import { useWords } from "@/components/i18n/words-context";

/**
 * The short practice an acute check suggests, with a button that walks through it one step at a
 * time (the current step marked for sight and for screen readers), so it is something to do now
 * and not only a list to read.
 */
export function QuickRelief({ relief: stored }: { relief: Relief }) {
  const t = useWords("Daily");
  // The result keeps the English words; the page shows the practice of the same id in its own.
  const relief = useDailyContent().reliefs[stored.id];
  // -1: not begun; 0..n-1: the step being done; n: done.
  const [step, setStep] = useState(-1);
  const total = relief.steps.length;
  const next = () => setStep((s) => Math.min(s + 1, total));
  const label =
    step < 0 ? t("beginRelief", { title: relief.title.toLowerCase() }) : step < total - 1 ? t("nextStep", { step: step + 2, total }) : t("finished");

  return (
    <section aria-labelledby="quick-relief-title" className="rounded-2xl border border-line bg-white p-4" data-testid="quick-relief">
      <h3 id="quick-relief-title" className="text-xl text-ink">
        {t("quickRelief", { title: relief.title })}
      </h3>
      <ol className="mt-2 list-decimal space-y-1 pl-5 leading-relaxed text-ink">
        {relief.steps.map((text, index) => (
          <li
            key={text}
            aria-current={index === step ? "step" : undefined}
            className={
              index === step ? "-ml-2 rounded-xl bg-accent-soft py-1 pl-2 font-semibold text-accent-dark" : step >= 0 && index > step ? "text-muted" : undefined
            }
          >
            {text}
          </li>
        ))}
      </ol>
      <p role="status" className="mt-3 leading-relaxed text-ink empty:hidden">
        {step >= 0 && step < total ? t("stepOf", { step: step + 1, total, text: relief.steps[step] ?? "" }) : step === total ? t("wellDone") : ""}
      </p>
      {step < total && (
        <Button className="mt-3" onClick={next}>
          {label}
        </Button>
      )}
    </section>
  );
}
