"use client";

import { useActionState, useEffect } from "react";
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
  const [state, formAction, pending] = useActionState(action, null);
  useEffect(() => {
    if (state?.ok) {
      notify("success", `${title}: done.`);
      onDone?.(state.data);
    }
    // onDone is a fresh function each render; the answer is what should trigger this, once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);
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
