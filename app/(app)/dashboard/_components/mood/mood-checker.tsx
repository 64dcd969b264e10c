"use client";

import { useId, useState } from "react";
import { Companion } from "@/components/companion/companion";
import { Button } from "@/components/ui/button";
import { ScaleSlider } from "@/components/ui/scale-slider";
import type { ActionResult } from "@/lib/action-result";
import { companionFromDisplayName } from "@/lib/companion/companions";
import { messageForCheck } from "@/lib/companion/messages";
import type { SavedMoodCheck } from "@/lib/mood/service";
import { MoodResult } from "./mood-result";

const SLIDERS = [
  { key: "mind", label: "How busy is your mind?", stops: ["Still", "Calm", "Busy", "Restless", "Racing"] },
  { key: "body", label: "How heavy does your body feel?", stops: ["Light", "Easy", "Steady", "Heavy", "Drained"] },
  { key: "temperature", label: "How warm do you feel?", stops: ["Cold", "Cool", "Neutral", "Warm", "Hot"] },
] as const;

type Values = { mind: number; body: number; temperature: number };

/** Three sliders (1-5, default 3); Save scores and keeps the check on the server, then shows its result. */
export function MoodChecker({ save, onSaved }: { save: (input: Values) => Promise<ActionResult<SavedMoodCheck>>; onSaved?: () => void }) {
  const id = useId();
  const [values, setValues] = useState<Values>({ mind: 3, body: 3, temperature: 3 });
  const [saved, setSaved] = useState<SavedMoodCheck | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSave() {
    setBusy(true);
    setError(null);
    try {
      const result = await save(values);
      if (result.ok) {
        setSaved(result.data);
        onSaved?.();
      } else setError(result.message);
    } catch {
      setError("The check could not be saved: the connection failed. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  if (saved) {
    const { result } = saved;
    return (
      <div className="flex flex-col gap-4" data-testid="mood-result">
        <MoodResult result={result} companion={<Companion companion={companionFromDisplayName(result.companion)} message={messageForCheck(result)} />} />
        <Button variant="secondary" onClick={() => setSaved(null)}>
          Check again
        </Button>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      {SLIDERS.map((slider) => (
        <div key={slider.key} className="flex flex-col gap-2">
          <p id={`${id}-${slider.key}`} className="font-medium text-ink">
            {slider.label} <span className="text-muted">({values[slider.key]} of 5)</span>
          </p>
          <ScaleSlider
            value={values[slider.key]}
            min={1}
            max={5}
            onChange={(value) => setValues((v) => ({ ...v, [slider.key]: value }))}
            stopLabels={slider.stops}
            labelledBy={`${id}-${slider.key}`}
          />
        </div>
      ))}
      {error && (
        <p role="alert" className="text-danger">
          {error}
        </p>
      )}
      <Button onClick={onSave} disabled={busy}>
        {busy ? "Saving…" : "Save"}
      </Button>
    </div>
  );
}
