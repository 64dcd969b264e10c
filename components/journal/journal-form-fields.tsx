"use client";

import { useEffect, useId, useState, type ReactNode } from "react";
import { useWatch } from "react-hook-form";
import { notify } from "@/components/feedback/notify";
import { CrisisHelpPanel } from "@/components/support/crisis-help-panel";
import { crisisLinesOf } from "@/components/support/crisis-lines";
import { rulesResolver } from "@/components/forms/rules-resolver";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import type { FormState } from "@/lib/forms/form-state";
import type { SavedEntryWithSupport } from "@/lib/journal/service";
import { clearJournalDraft, readJournalDraft, writeJournalDraft, type JournalDraftPlace } from "@/lib/journal/draft";
import { JOURNAL_MAX } from "@/lib/journal/limits";
import { inputUnitsFor, visibleLength } from "@/lib/text/visible-length";
import { useReportUnsaved } from "./unsaved-context";
import { journalRules } from "@/lib/validations/journal-rules";
import { useWords } from "@/components/i18n/words-context";

/** A journal save (lib/journal/actions.ts): the form's text and hidden fields in, the saved entry out. */
type JournalAction = (state: FormState<SavedEntryWithSupport>, formData: FormData) => Promise<FormState<SavedEntryWithSupport>>;

export type JournalFormProps = {
  label: string;
  initialText?: string;
  action: JournalAction;
  /** Sent with the text: the entry's id, the element of the moment, where a save made before the script loaded goes on to. */
  hidden?: Record<string, string>;
  onSaved?: () => void;
  saveLabel?: string;
  /** A second button beside Save (Skip, Cancel). */
  extra?: ReactNode;
  autoFocus?: boolean;
  /** For a new entry: unsaved text is kept on this device under this place until it is saved. */
  draft?: JournalDraftPlace;
};

const resolver = rulesResolver(journalRules);

/**
 * A journal textarea with Save, checked by the schema the server action checks again. Empty or
 * whitespace-only text saves nothing and says nothing; a failed save keeps every word on screen
 * and says so. `action` is a server action passed in (shared code never imports app/). Without
 * JavaScript the form posts itself and the server's answer says the same.
 */
export function JournalFormFields({ label, initialText = "", action, hidden = {}, onSaved, saveLabel, extra, autoFocus = false, draft }: JournalFormProps) {
  const id = useId();
  const t = useWords("Journal");
  const unreachable = t("unreachable");
  // Help lines returned with a save whose words sounded like crisis: shown until dismissed.
  const [helpLines, setHelpLines] = useState<readonly string[] | null>(null);
  const { form, state, field, pending, hydrated, formProps } = useActionForm(action, {
    // Only a new entry keeps a draft, and only in the browser (dialogs opened by a press).
    defaults: { text: initialText || (draft ? readJournalDraft(draft) : "") },
    resolver,
    // An empty entry is simply not saved: focus stays where it was, as before.
    focusError: false,
    unreachable,
    onDone: (saved) => {
      if (draft) clearJournalDraft(draft);
      form.reset({ text: "" });
      notify("success", t("saved"));
      const lines = crisisLinesOf(saved);
      if (lines) setHelpLines(lines);
      else onSaved?.();
    },
  });
  const text = useWatch({ control: form.control, name: "text" });
  const length = visibleLength(text);
  const reportUnsaved = useReportUnsaved();
  const failed = state.status === "failed" ? state : null;
  const error = failed && (failed.message === unreachable ? unreachable : t("notSaved", { reason: failed.fieldErrors.text ?? failed.message }));

  useEffect(() => {
    if (draft) writeJournalDraft(draft, text);
    reportUnsaved?.(text.trim() !== "" && text !== initialText);
  }, [draft, text, initialText, reportUnsaved]);

  // Posted before the script loaded, a save whose words asked for help is answered here, not redirected.
  const shown = helpLines ?? (!hydrated && state.status === "done" ? crisisLinesOf(state.data) : null);
  if (shown) {
    const dismiss = () => {
      setHelpLines(null);
      onSaved?.();
    };
    return <CrisisHelpPanel onDismiss={dismiss} />;
  }

  return (
    <form {...formProps} className="flex flex-col gap-2">
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={id} className="font-medium text-ink">
        {label}
      </label>
      <textarea
        id={id}
        {...field("text")}
        maxLength={inputUnitsFor(JOURNAL_MAX)}
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
        <Button type="submit" disabled={pending}>
          {pending ? t("saving") : (saveLabel ?? t("save"))}
        </Button>
      </div>
    </form>
  );
}
