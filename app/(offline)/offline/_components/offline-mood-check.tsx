"use client";

import { useState, type FormEvent } from "react";
import { useWords } from "@/components/i18n/words-context";
import { Button } from "@/components/ui/button";
import { addToOutbox } from "@/lib/offline/outbox";
import type { MoodCheckResult } from "@/lib/scoring";
// The rule alone, as other browser code takes single modules of the scoring core: the index would
// bring the assessments' schemas into this page's first load, which must work with no connection.
import { moodCheck } from "@/lib/scoring/mood-check";
import { MoodResult } from "../../../(app)/dashboard/_components/mood/mood-result";
import { MOOD_START, MoodSliders, type MoodValues } from "@/components/mood/mood-sliders";

/**
 * The daily mood check without a connection: the same sliders, its result worked out here with the
 * same rule the server uses (lib/scoring), and the check saved on the device until it syncs.
 */
export function OfflineMoodCheck() {
  const t = useWords("Daily");
  const offline = useWords("Offline");
  const [values, setValues] = useState<MoodValues>(MOOD_START);
  const [result, setResult] = useState<MoodCheckResult | null>(null);
  const [error, setError] = useState("");

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      await addToOutbox("mood-check", values);
      setResult(moodCheck({ mind: values.mind, body: values.body, temp: values.temperature }));
      setError("");
    } catch {
      setError(offline("keepFailedCheck"));
    }
  };

  if (result) {
    return (
      <div className="flex flex-col gap-4" data-testid="offline-mood-result">
        <p role="status" className="font-medium text-accent-dark">
          {offline("savedOnDevice")}
        </p>
        <MoodResult result={result} />
        <Button
          variant="secondary"
          className="self-start"
          onClick={() => {
            setResult(null);
            setValues(MOOD_START);
          }}
        >
          {t("checkAgain")}
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <MoodSliders values={values} onChange={setValues} />
      {error && (
        <p role="alert" className="text-danger">
          {error}
        </p>
      )}
      <Button type="submit" className="self-start">
        {offline("saveCheck")}
      </Button>
    </form>
  );
}
