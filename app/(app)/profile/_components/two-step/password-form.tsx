"use client";

import { useEffect, useRef } from "react";
import { useWords } from "@/components/i18n/words-context";
import { Button } from "@/components/ui/button";
import { PasswordField } from "./password-field";
import { submitWith, type FormAction } from "./form-action";

type Props<T> = { title: string; hint: string; submit: string; form: FormAction<T> };

/**
 * A change that needs the password again: one field, one button, its answer under the field. The
 * answer is held by the section (two-step-settings.tsx), which outlives this form.
 */
export function PasswordForm<T>({ title, hint, submit, form }: Props<T>) {
  const t = useWords("TwoStep");
  const { failed, hydrated, pending } = form;
  const element = useRef<HTMLFormElement>(null);
  // Sent by the script, the form keeps what was typed (use-form-action.ts); a done change clears the password.
  useEffect(() => {
    if (form.state.status === "done") element.current?.reset();
  }, [form.state]);
  const error = failed ? (failed.fieldErrors.password ?? failed.message) : undefined;
  return (
    <form
      ref={element}
      action={form.formAction}
      onSubmit={submitWith(form)}
      method="post"
      aria-label={title}
      className="flex flex-col gap-3 rounded-2xl border border-line p-4"
    >
      <h3 className="text-lg text-ink">{title}</h3>
      <p className="text-sm text-muted">{hint}</p>
      {/* Drawn by the server after a refused post: focus (and the view) goes to what to fix. */}
      <PasswordField error={error} autoFocus={Boolean(error) && !hydrated} />
      <Button type="submit" variant="secondary" disabled={pending}>
        {pending ? t("oneMoment") : submit}
      </Button>
    </form>
  );
}
