"use client";

import { useState } from "react";
import { InPlaceLink } from "@/components/forms/in-place-link";
import { JournalForm } from "@/components/journal/journal-form";
import { Button, buttonClass } from "@/components/ui/button";
import { editJournalEntryAction } from "@/lib/journal/actions";
import { isMoodElement } from "@/lib/mood/elements";
import { useDailyContent } from "@/components/daily/daily-content";
import { useWords } from "@/components/i18n/words-context";
import { DeleteEntryForm } from "./delete-entry-form";

export type EntryView = { id: string; text: string; element: string | null; when: string; whenIso: string; edited: boolean };

/**
 * One journal entry with Edit and Delete for its owner. Each is a link to the entry's own page
 * (/reflection/[id]/edit, /reflection/[id]/delete), where it leads before JavaScript has loaded;
 * once hydrated a press draws the same form or confirmation here instead.
 */
export function EntryItem({ entry }: { entry: EntryView }) {
  const [mode, setMode] = useState<"read" | "edit" | "confirm">("read");
  const t = useWords("Journal");
  const { elements } = useDailyContent();
  const info = isMoodElement(entry.element) ? elements[entry.element] : null;
  const read = () => setMode("read");

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
        {entry.edited && <span>{t("edited")}</span>}
      </div>
      {mode === "edit" ? (
        <div className="mt-3">
          <JournalForm
            label={t("editLabel")}
            initialText={entry.text}
            autoFocus
            action={editJournalEntryAction}
            hidden={{ id: entry.id }}
            onSaved={read}
            saveLabel={t("saveChanges")}
            extra={
              <Button variant="secondary" onClick={read}>
                {t("cancel")}
              </Button>
            }
          />
        </div>
      ) : (
        <p className="mt-2 whitespace-pre-wrap leading-relaxed text-ink">{entry.text}</p>
      )}
      {mode === "read" && (
        <div className="mt-3 flex gap-2">
          <InPlaceLink href={`/reflection/${entry.id}/edit`} className={buttonClass("ghost", "px-4")} onPress={() => setMode("edit")}>
            {t("edit")}
          </InPlaceLink>
          <InPlaceLink
            href={`/reflection/${entry.id}/delete`}
            className={buttonClass("ghost", "px-4 text-danger hover:bg-danger/10")}
            onPress={() => setMode("confirm")}
          >
            {t("delete")}
          </InPlaceLink>
        </div>
      )}
      {mode === "confirm" && (
        <DeleteEntryForm
          id={entry.id}
          className="mt-3"
          autoFocus
          onDone={read}
          cancel={
            <Button variant="secondary" className="px-4" onClick={read}>
              {t("keepIt")}
            </Button>
          }
        />
      )}
    </li>
  );
}
