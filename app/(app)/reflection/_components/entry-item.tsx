"use client";

import { useState } from "react";
import { notify } from "@/components/feedback/notify";
import { JournalForm } from "@/components/journal/journal-form";
import { Button } from "@/components/ui/button";
import { deleteJournalEntryAction, editJournalEntryAction } from "@/lib/journal/actions";
import { ELEMENT_INFO, isMoodElement } from "@/lib/mood/elements";

export type EntryView = { id: string; text: string; element: string | null; when: string; whenIso: string; edited: boolean };

/** One journal entry with Edit and Delete for its owner. */
export function EntryItem({ entry }: { entry: EntryView }) {
  const [mode, setMode] = useState<"read" | "edit" | "confirm">("read");
  const [busy, setBusy] = useState(false);
  const info = isMoodElement(entry.element) ? ELEMENT_INFO[entry.element] : null;

  async function remove() {
    setBusy(true);
    try {
      const result = await deleteJournalEntryAction({ id: entry.id });
      if (result.ok) notify("success", "Entry deleted");
      else notify("error", result.message);
    } catch {
      notify("error", "The entry could not be deleted: the connection failed.");
    } finally {
      setBusy(false);
      setMode("read");
    }
  }

  return (
    <li
      className="rounded-2xl border border-line bg-white/90 p-4 sm:p-5"
      data-testid="journal-entry"
      style={info ? { borderLeft: `6px solid ${info.color}` } : undefined}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
        <time dateTime={entry.whenIso}>{entry.when}</time>
        {info && (
          <span className="font-semibold" style={{ color: info.ink }}>
            {info.label}
          </span>
        )}
        {entry.edited && <span>edited</span>}
      </div>
      {mode === "edit" ? (
        <div className="mt-3">
          <JournalForm
            label="Edit your entry"
            initialText={entry.text}
            autoFocus
            action={editJournalEntryAction}
            hidden={{ id: entry.id }}
            onSaved={() => setMode("read")}
            saveLabel="Save changes"
            extra={
              <Button variant="secondary" onClick={() => setMode("read")}>
                Cancel
              </Button>
            }
          />
        </div>
      ) : (
        <p className="mt-2 whitespace-pre-wrap leading-relaxed text-ink">{entry.text}</p>
      )}
      {mode === "read" && (
        <div className="mt-3 flex gap-2">
          <Button variant="ghost" className="px-4" onClick={() => setMode("edit")}>
            Edit
          </Button>
          <Button variant="ghost" className="px-4 text-danger hover:bg-danger/10" onClick={() => setMode("confirm")}>
            Delete
          </Button>
        </div>
      )}
      {mode === "confirm" && (
        <div role="group" aria-label="Delete this entry?" className="mt-3 flex flex-wrap items-center gap-2">
          <span className="text-ink">Delete this entry for good?</span>
          <Button className="bg-danger px-4 hover:bg-danger/90" disabled={busy} onClick={remove} autoFocus>
            Yes, delete
          </Button>
          <Button variant="secondary" className="px-4" onClick={() => setMode("read")}>
            Keep it
          </Button>
        </div>
      )}
    </li>
  );
}
