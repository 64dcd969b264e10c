"use client";

import { useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { ELEMENT_INFO, MOOD_ELEMENTS, type MoodElementName } from "@/lib/mood/elements";
import { addToOutbox } from "@/lib/offline/outbox";

/** Today's element without a connection: one press saves it on the device (a later choice replaces it once synced). */
export function OfflineElement({ chosen, onChosen }: { chosen: MoodElementName | null; onChosen: (element: MoodElementName) => void }) {
  const [error, setError] = useState("");
  const choose = async (element: MoodElementName) => {
    try {
      await addToOutbox("element", { element });
      onChosen(element);
      setError("");
    } catch {
      setError("This device would not keep your choice (its storage may be full or blocked).");
    }
  };
  return (
    <div className="flex flex-col gap-3">
      <p className="text-muted">Which element feels closest to you right now?</p>
      <div role="group" aria-label="Elements" className="flex flex-wrap gap-2">
        {MOOD_ELEMENTS.map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={chosen === name}
            onClick={() => void choose(name)}
            className={buttonClass(chosen === name ? "primary" : "secondary")}
          >
            {ELEMENT_INFO[name].label}
          </button>
        ))}
      </div>
      {chosen && (
        <p role="status" className="text-ink">
          {ELEMENT_INFO[chosen].label}: {ELEMENT_INFO[chosen].message} <span className="font-medium text-accent-dark">Saved on this device, it will sync.</span>
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
