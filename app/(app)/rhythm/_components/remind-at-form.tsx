"use client";

import { useActionState } from "react";
import { RHYTHM_PAGE_WORDS } from "@/content/daily-rhythm";
import { Button } from "@/components/ui/button";
import { IDLE } from "@/lib/forms/form-state";
import { remindAtSuggestedTimeAction } from "../actions";

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? "");

/**
 * "Remind me at 06:10": saves the practice's reminder at this suggested time. A `<form action>`,
 * so it works before the script has loaded too (docs/decisions/0040-one-way-to-write-a-form.md).
 */
export function RemindAtForm({ practice, practiceLabel, time, saved }: { practice: string; practiceLabel: string; time: string; saved: boolean }) {
  const [state, formAction, pending] = useActionState(remindAtSuggestedTimeAction, IDLE);
  const words = { time, practice: practiceLabel.toLowerCase() };
  const message =
    state.status === "failed"
      ? state.message
      : saved || state.status === "done"
        ? fill(RHYTHM_PAGE_WORDS.saved, words)
        : fill(RHYTHM_PAGE_WORDS.reminderFor, words);
  return (
    <form action={formAction} className="flex flex-col gap-2">
      <input type="hidden" name="practice" value={practice} />
      <input type="hidden" name="time" value={time} />
      <Button type="submit" variant={saved ? "secondary" : "primary"} disabled={pending} className="self-start">
        {fill(RHYTHM_PAGE_WORDS.remind, words)}
      </Button>
      <p role="status" className={`text-sm ${state.status === "failed" ? "text-danger" : "text-muted"}`}>
        {message}
      </p>
    </form>
  );
}
