"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { QuickRelief as Relief } from "@/lib/scoring";

/**
 * The short practice an acute check suggests, with a button that walks through it one step at a
 * time (the current step marked for sight and for screen readers), so it is something to do now
 * and not only a list to read.
 */
export function QuickRelief({ relief }: { relief: Relief }) {
  // -1: not begun; 0..n-1: the step being done; n: done.
  const [step, setStep] = useState(-1);
  const total = relief.steps.length;
  const next = () => setStep((s) => Math.min(s + 1, total));
  const label = step < 0 ? `Begin ${relief.title.toLowerCase()}` : step < total - 1 ? `Next step (${step + 2} of ${total})` : "I've finished";

  return (
    <section aria-labelledby="quick-relief-title" className="rounded-2xl border border-line bg-white p-4" data-testid="quick-relief">
      <h3 id="quick-relief-title" className="text-xl text-ink">
        Quick Relief: {relief.title}
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
        {step >= 0 && step < total
          ? `Step ${step + 1} of ${total}: ${relief.steps[step]}`
          : step === total
            ? "Well done. Notice how you feel now; there is no hurry to move on."
            : ""}
      </p>
      {step < total && (
        <Button className="mt-3" onClick={next}>
          {label}
        </Button>
      )}
    </section>
  );
}
