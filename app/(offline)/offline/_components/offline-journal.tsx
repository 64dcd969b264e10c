"use client";

import { useId, useState, useSyncExternalStore, type FormEvent } from "react";
import { CrisisHelpPanel } from "@/components/support/crisis-help-panel";
import { useValidationWords, useWords } from "@/components/i18n/words-context";
import { Button } from "@/components/ui/button";
import { mentionsCrisis } from "@/lib/companion/crisis";
import { clearJournalDraft, readJournalDraft, writeJournalDraft } from "@/lib/journal/draft";
import { JOURNAL_MAX } from "@/lib/journal/limits";
import { inputUnitsFor } from "@/lib/text/visible-length";
import type { MoodElementName } from "@/lib/mood/element-names";
import { addToOutbox } from "@/lib/offline/outbox";
import { journalTextRule } from "@/lib/validations/journal-rules";

const noChanges = () => () => {};

/**
 * A journal entry without a connection. The text is kept as the journal's own draft while it is
 * written (lib/journal/draft.ts), then in the outbox once saved; words of crisis bring the help
 * lines here at once, with the same check the server runs.
 */
export function OfflineJournal({ element }: { element: MoodElementName | null }) {
  const id = useId();
  const t = useWords("Journal");
  const say = useValidationWords();
  // The draft is read in the browser only; typing takes over from it.
  const draft = useSyncExternalStore(
    noChanges,
    () => readJournalDraft("journal"),
    () => "",
  );
  const [typed, setText] = useState<string | null>(null);
  const text = typed ?? draft;
  const [error, setError] = useState("");
  const [saved, setSaved] = useState(false);
  const [help, setHelp] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = journalTextRule(text);
    if (problem) return setError(t("notSaved", { reason: say(problem) }));
    try {
      await addToOutbox("journal", { text: text.trim(), element });
    } catch {
      return setError("This device would not keep the entry (its storage may be full or blocked). Your words are still here.");
    }
    clearJournalDraft("journal");
    setText("");
    setError("");
    setSaved(true);
    setHelp(mentionsCrisis(text));
  };

  if (help) return <CrisisHelpPanel onDismiss={() => setHelp(false)} />;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2">
      <label htmlFor={id} className="font-medium text-ink">
        What is on your mind?
      </label>
      <textarea
        id={id}
        value={text}
        maxLength={inputUnitsFor(JOURNAL_MAX)}
        rows={5}
        onChange={(event) => {
          setText(event.target.value);
          setSaved(false);
          writeJournalDraft("journal", event.target.value);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="w-full rounded-2xl border border-line bg-white p-4 text-base leading-relaxed text-ink outline-none focus:border-accent"
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-danger">
          {error}
        </p>
      )}
      {saved && (
        <p role="status" className="font-medium text-accent-dark">
          Saved on this device, it will sync.
        </p>
      )}
      <Button type="submit" className="self-start">
        Save to my journal
      </Button>
    </form>
  );
}
