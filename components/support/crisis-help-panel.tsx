"use client";

import { useEffect, useId, useRef } from "react";
import { Button } from "@/components/ui/button";
import { HelpLines } from "./help-lines";

/**
 * Shown with a save's confirmation when what the person wrote holds words of crisis: their words
 * are saved, and the help lines (the help page's, their region first) stay on screen until they
 * dismiss them.
 * Focus moves to its heading, so a screen reader reads it at once.
 */
export function CrisisHelpPanel({ onDismiss, dismissLabel = "Close" }: { onDismiss: () => void; dismissLabel?: string }) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby={id} data-testid="crisis-help" className="flex flex-col gap-3 rounded-2xl border border-accent/40 bg-white p-4 text-ink sm:p-5">
      <h2 id={id} ref={heading} tabIndex={-1} className="text-xl leading-snug text-ink outline-none">
        You don&rsquo;t have to carry this alone
      </h2>
      <p className="leading-relaxed">
        What you wrote is saved. Some of your words sounded very heavy, so here is where a real person can listen, right now and at any hour.
      </p>
      <HelpLines intro="crisis" className="mt-0" />
      <Button variant="secondary" className="self-start" onClick={onDismiss}>
        {dismissLabel}
      </Button>
    </section>
  );
}
