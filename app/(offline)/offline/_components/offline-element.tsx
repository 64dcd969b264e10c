"use client";

import { useState } from "react";
import { useDailyContent } from "@/components/daily/daily-content";
import { useWords } from "@/components/i18n/words-context";
import { buttonClass } from "@/components/ui/button";
import { MOOD_ELEMENTS, type MoodElementName } from "@/lib/mood/elements";
import { addToOutbox } from "@/lib/offline/outbox";

/** Today's element without a connection: one press saves it on the device (a later choice replaces it once synced). */
export function OfflineElement({ chosen, onChosen }: { chosen: MoodElementName | null; onChosen: (element: MoodElementName) => void }) {
  const t = useWords("Daily");
  const offline = useWords("Offline");
  const { elements } = useDailyContent();
  const [error, setError] = useState("");
  const choose = async (element: MoodElementName) => {
    try {
      await addToOutbox("element", { element });
      onChosen(element);
      setError("");
    } catch {
      setError(offline("keepFailedElement"));
    }
  };
  return (
    <div className="flex flex-col gap-3">
      <p className="text-muted">{t("elementQuestion")}</p>
      <div role="group" aria-label={t("elements")} className="flex flex-wrap gap-2">
        {MOOD_ELEMENTS.map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={chosen === name}
            onClick={() => void choose(name)}
            className={buttonClass(chosen === name ? "primary" : "secondary")}
          >
            {elements[name].label}
          </button>
        ))}
      </div>
      {chosen && (
        <p role="status" className="text-ink">
          {elements[chosen].label}: {elements[chosen].message} <span className="font-medium text-accent-dark">{offline("savedOnDevice")}</span>
        </p>
      )}
      {error && (
        <p role="alert" className="text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
