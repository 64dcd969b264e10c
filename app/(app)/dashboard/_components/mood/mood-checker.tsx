"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { ActionResult } from "@/lib/action-result";
import type { SavedMoodCheck } from "@/lib/mood/service";
import { MOOD_START, MoodSliders, type MoodValues } from "@/components/mood/mood-sliders";
import { SavedCheck } from "./saved-check";
import { useWords } from "@/components/i18n/words-context";

/** Three sliders (1-5, default 3); Save scores and keeps the check on the server, then shows its result. */
export function MoodChecker({ save, onSaved }: { save: (input: MoodValues) => Promise<ActionResult<SavedMoodCheck>>; onSaved?: () => void }) {
  const t = useWords("Daily");
  const [values, setValues] = useState<MoodValues>(MOOD_START);
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
      setError(t("checkUnreachable"));
    } finally {
      setBusy(false);
    }
  }

  if (saved) {
    return (
      <SavedCheck saved={saved}>
        <Button variant="secondary" onClick={() => setSaved(null)}>
          {t("checkAgain")}
        </Button>
      </SavedCheck>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <MoodSliders values={values} onChange={setValues} />
      {error && (
        <p role="alert" className="text-danger">
          {error}
        </p>
      )}
      <Button onClick={onSave} disabled={busy}>
        {busy ? t("saving") : t("save")}
      </Button>
    </div>
  );
}
