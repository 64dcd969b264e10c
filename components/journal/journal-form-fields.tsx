"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useState, type ReactNode } from "react";
import { useForm, useWatch } from "react-hook-form";
import { notify } from "@/components/feedback/notify";
import { CrisisHelpPanel } from "@/components/support/crisis-help-panel";
import { crisisLinesOf } from "@/components/support/crisis-lines";
import { Button } from "@/components/ui/button";
import type { ActionResult } from "@/lib/action-result";
import { clearJournalDraft, readJournalDraft, writeJournalDraft, type JournalDraftPlace } from "@/lib/journal/draft";
import { JOURNAL_MAX } from "@/lib/journal/limits";
import { useReportUnsaved } from "./unsaved-guard";
import { journalFormSchema, type JournalFormValues } from "@/lib/validations/journal";

export type JournalFormProps = {
  label: string;
  initialText?: string;
  save: (text: string) => Promise<ActionResult<unknown>>;
  onSaved?: () => void;
  saveLabel?: string;
  /** A second button beside Save (Skip, Cancel). */
  extra?: ReactNode;
  autoFocus?: boolean;
  /** For a new entry: unsaved text is kept on this device under this place until it is saved. */
  draft?: JournalDraftPlace;
};

/**
 * A journal textarea with Save, checked by the schema the server action checks again. Empty or
 * whitespace-only text saves nothing and says nothing; a failed save keeps every word on screen
 * and says so. `save` is a server action passed in (shared code never imports app/).
 */
export function JournalFormFields({ label, initialText = "", save, onSaved, saveLabel = "Save", extra, autoFocus = false, draft }: JournalFormProps) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  // Help lines returned with a save whose words sounded like crisis: shown until dismissed.
  const [helpLines, setHelpLines] = useState<readonly string[] | null>(null);
  const form = useForm<JournalFormValues>({
    resolver: zodResolver(journalFormSchema),
    // Only shown in the browser (dialogs, an edit opened by a press), so the kept draft can be read here.
    defaultValues: { text: initialText || (draft ? readJournalDraft(draft) : "") },
    // An empty entry is simply not saved: focus stays where it was, as before.
    shouldFocusError: false,
  });
  const { isSubmitting } = form.formState;
  const text = useWatch({ control: form.control, name: "text" });
  const length = text.length;
  const reportUnsaved = useReportUnsaved();

  useEffect(() => {
    if (draft) writeJournalDraft(draft, text);
    reportUnsaved?.(text.trim() !== "" && text !== initialText);
  }, [draft, text, initialText, reportUnsaved]);

  // The schema trims, so `text` here is what the server will store; the action gets it as typed
  // so its own check sees exactly what the person wrote.
  const onSubmit = form.handleSubmit(async () => {
    setError(null);
    try {
      const result = await save(form.getValues("text"));
      if (result.ok) {
        if (draft) clearJournalDraft(draft);
        form.reset({ text: "" });
        notify("success", "Saved to your journal");
        const lines = crisisLinesOf(result.data);
        if (lines) setHelpLines(lines);
        else onSaved?.();
      } else {
        const message = result.fieldErrors?.text?.[0] ?? result.message;
        setError(`Not saved: ${message} Your words are still here.`);
      }
    } catch {
      setError("Not saved: the connection failed. Your words are still here; please try again.");
    }
  });

  if (helpLines) {
    const dismiss = () => {
      setHelpLines(null);
      onSaved?.();
    };
    return <CrisisHelpPanel helpLines={helpLines} onDismiss={dismiss} />;
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2" noValidate>
      <label htmlFor={id} className="font-medium text-ink">
        {label}
      </label>
      <textarea
        id={id}
        {...form.register("text")}
        maxLength={JOURNAL_MAX}
        rows={5}
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ""}`}
        className="w-full rounded-2xl border border-line bg-white p-4 text-base leading-relaxed text-ink outline-none focus:border-accent"
      />
      <p id={`${id}-count`} className="text-right text-sm text-muted">
        {length.toLocaleString("en")} / {JOURNAL_MAX.toLocaleString("en")}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-danger">
          {error}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {extra}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Saving…" : saveLabel}
        </Button>
      </div>
    </form>
  );
}
