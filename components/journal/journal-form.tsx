"use client";

import { useId, useState, type ReactNode } from "react";
import { notify } from "@/components/feedback/notify";
import { Button } from "@/components/ui/button";
import type { ActionResult } from "@/lib/action-result";
import { JOURNAL_MAX } from "@/lib/journal/limits";

/**
 * A journal textarea with Save. Empty or whitespace-only text saves nothing; a failed save keeps
 * every word on screen and says so. `save` is a server action passed in (shared code never imports app/).
 */
export function JournalForm({
  label,
  initialText = "",
  save,
  onSaved,
  saveLabel = "Save",
  extra,
  autoFocus = false,
}: {
  label: string;
  initialText?: string;
  save: (text: string) => Promise<ActionResult<unknown>>;
  onSaved?: () => void;
  saveLabel?: string;
  /** A second button beside Save (Skip, Cancel). */
  extra?: ReactNode;
  autoFocus?: boolean;
}) {
  const id = useId();
  const [text, setText] = useState(initialText);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (!text.trim() || busy) return;
    setBusy(true);
    setError(null);
    try {
      const result = await save(text);
      if (result.ok) {
        setText("");
        notify("success", "Saved to your journal");
        onSaved?.();
      } else {
        const message = result.fieldErrors?.text?.[0] ?? result.message;
        setError(`Not saved: ${message} Your words are still here.`);
      }
    } catch {
      setError("Not saved: the connection failed. Your words are still here; please try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2" noValidate>
      <label htmlFor={id} className="font-medium text-ink">
        {label}
      </label>
      <textarea
        id={id}
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={JOURNAL_MAX}
        rows={5}
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ""}`}
        className="w-full rounded-2xl border border-line bg-white p-4 text-base leading-relaxed text-ink outline-none focus:border-accent"
      />
      <p id={`${id}-count`} className="text-right text-sm text-muted">
        {text.length.toLocaleString("en")} / {JOURNAL_MAX.toLocaleString("en")}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-danger">
          {error}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {extra}
        <Button type="submit" disabled={busy}>
          {busy ? "Saving…" : saveLabel}
        </Button>
      </div>
    </form>
  );
}
