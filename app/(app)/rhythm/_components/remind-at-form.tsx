"use client";

import { useActionState } from "react";
import { Button } from "@/components/ui/button";
import { IDLE } from "@/lib/forms/form-state";
import { remindAtSuggestedTimeAction } from "../actions";

type Words = { remind: string; reminderFor: string; saved: string };

/**
 * "Remind me at 06:10": saves the practice's reminder at this suggested time (`time`, "HH:MM"). A
 * `<form action>`, so it works before the script has loaded too
 * (docs/decisions/0040-one-way-to-write-a-form.md). Its words come filled in, in the page's language.
 */
export function RemindAtForm({ practice, time, saved, words }: { practice: string; time: string; saved: boolean; words: Words }) {
  const [state, formAction, pending] = useActionState(remindAtSuggestedTimeAction, IDLE);
  const message = state.status === "failed" ? state.message : saved || state.status === "done" ? words.saved : words.reminderFor;
  return (
    <form action={formAction} className="flex flex-col gap-2">
      <input type="hidden" name="practice" value={practice} />
      <input type="hidden" name="time" value={time} />
      <Button type="submit" variant={saved ? "secondary" : "primary"} disabled={pending} className="self-start">
        {words.remind}
      </Button>
      <p role="status" className={`text-sm ${state.status === "failed" ? "text-danger" : "text-muted"}`}>
        {message}
      </p>
    </form>
  );
}
