"use client";

import { useEffect, useId, useRef } from "react";
import { Button } from "@/components/ui/button";
import { HelpLines } from "./help-lines";
import { useWords } from "@/components/i18n/words-context";

/**
 * Shown with a save's confirmation when what the person wrote holds words of crisis: their words
 * are saved, and the help lines (the help page's, their region first) stay on screen until they
 * dismiss them.
 * Focus moves to its heading, so a screen reader reads it at once.
 */
export function CrisisHelpPanel({ onDismiss, dismissLabel }: { onDismiss: () => void; dismissLabel?: string }) {
  const id = useId();
  const t = useWords("HelpLines");
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby={id} data-testid="crisis-help" className="flex flex-col gap-3 rounded-2xl border border-accent/40 bg-white p-4 text-ink sm:p-5">
      <h2 id={id} ref={heading} tabIndex={-1} className="text-xl leading-snug text-ink outline-none">
        {t("crisisTitle")}
      </h2>
      <p className="leading-relaxed">{t("crisisText")}</p>
      <HelpLines intro="crisis" className="mt-0" />
      <Button variant="secondary" className="self-start" onClick={onDismiss}>
        {dismissLabel ?? t("crisisClose")}
      </Button>
    </section>
  );
}
