"use client";

import { useActionState } from "react";
import { notify } from "@/components/feedback/notify";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import type { ActionResult } from "@/lib/action-result";

type Props<T> = {
  title: string;
  hint: string;
  submit: string;
  action: (previous: ActionResult<T> | null, formData: FormData) => Promise<ActionResult<T>>;
  onDone?: (data: T) => void;
};

/** A change that needs the password again: one field, one button, its answer under the field. */
export function PasswordForm<T>({ title, hint, submit, action, onDone }: Props<T>) {
  // Handled as the answer arrives: the page refreshes with it and may remove this form.
  const [state, formAction, pending] = useActionState(async (previous: ActionResult<T> | null, formData: FormData) => {
    const result = await action(previous, formData);
    if (result.ok) {
      notify("success", `${title}: done.`);
      onDone?.(result.data);
    }
    return result;
  }, null);
  const error = state && !state.ok ? (state.fieldErrors?.password?.[0] ?? state.message) : undefined;
  return (
    <form action={formAction} method="post" aria-label={title} className="flex flex-col gap-3 rounded-2xl border border-line p-4">
      <h3 className="text-lg text-ink">{title}</h3>
      <p className="text-sm text-muted">{hint}</p>
      <TextField label="Your password" name="password" type="password" autoComplete="current-password" revealable required error={error} />
      <Button type="submit" variant="secondary" disabled={pending}>
        {pending ? "One moment…" : submit}
      </Button>
    </form>
  );
}
