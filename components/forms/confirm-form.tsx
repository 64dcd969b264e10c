"use client";

import { unstable_rethrow, useRouter } from "next/navigation";
import { useActionState, useState, type FormEvent, type ReactNode } from "react";
import { notify } from "@/components/feedback/notify";
import { Button } from "@/components/ui/button";
import { ENHANCED_FIELD, IDLE, type FormState } from "@/lib/forms/form-state";

export type ConfirmFormProps<T> = {
  action: (state: FormState<T>, data: FormData) => Promise<FormState<T>>;
  /** The group's name for a screen reader ("Delete this entry?"). */
  label: string;
  /** The question beside the buttons. */
  question: string;
  /** The yes button's words. */
  confirm: string;
  /** Sent with the yes (the entry's id, the explicit confirmation). */
  fields: Record<string, string>;
  /** The way out: a button in place, a link back on a page of its own. */
  cancel: ReactNode;
  /** The toast once it is done. */
  done: string;
  /** The message when the action could not be reached. */
  unreachable: string;
  /** In place: what follows once it is done. */
  onDone?: () => void;
  /** On a page of its own: where it goes once done (where the action itself redirects without the script). */
  next?: string;
  autoFocus?: boolean;
  className?: string;
};

/**
 * A confirmation with one yes, for something that cannot be undone. A `<form action>`, so before
 * JavaScript has loaded the browser posts it and the action redirects or answers with its message
 * (docs/decisions/0040-one-way-to-write-a-form.md). Once hydrated the script calls the same action
 * itself and says it is done before React draws the answer, since the confirmed thing (an entry,
 * a conversation) may leave the page with that answer, this form with it.
 */
export function ConfirmForm<T>({
  action,
  label,
  question,
  confirm,
  fields,
  cancel,
  done,
  unreachable,
  onDone,
  next,
  autoFocus,
  className = "",
}: ConfirmFormProps<T>) {
  const router = useRouter();
  const [posted, formAction] = useActionState(action, IDLE);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = message ?? (posted.status === "failed" ? posted.message : null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    data.set(ENHANCED_FIELD, "1");
    setBusy(true);
    let refusal: string;
    try {
      const answer = await action(IDLE, data);
      if (answer.status !== "failed") {
        notify("success", done);
        onDone?.();
        if (next) router.push(next);
        return;
      }
      refusal = answer.message;
    } catch (error) {
      // Next's own signals (a sign-in needed) go on to the router.
      unstable_rethrow(error);
      refusal = unreachable;
    }
    // Done, the form leaves with what it confirmed (or the page goes on), so only a refusal frees the button.
    setBusy(false);
    setMessage(refusal);
    notify("error", refusal);
  }

  return (
    <form action={formAction} onSubmit={onSubmit} role="group" aria-label={label} className={`flex flex-col gap-2 ${className}`}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-ink">{question}</span>
        {/* The two answers stay side by side when the question wraps. */}
        <span className="flex flex-wrap gap-2">
          <Button type="submit" className="bg-danger px-4 hover:bg-danger/90" disabled={busy} autoFocus={autoFocus}>
            {confirm}
          </Button>
          {cancel}
        </span>
      </div>
      {shown && (
        <p role="alert" className="text-sm text-danger">
          {shown}
        </p>
      )}
    </form>
  );
}
