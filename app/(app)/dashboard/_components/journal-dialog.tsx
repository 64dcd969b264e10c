"use client";

import Link from "next/link";
import { JournalForm } from "@/components/journal/journal-form";
import { useTheme } from "@/components/theme/theme-provider";
import { UnsavedGuardModal } from "@/components/journal/unsaved-guard";
import type { ModalFrame } from "@/components/ui/modal";
import { saveJournalEntryAction } from "@/lib/journal/actions";
import { isMoodElement } from "@/lib/mood/elements";
import { useWords } from "@/components/i18n/words-context";

/** The Journal modal: a new entry, tagged with the element of the moment when there is one. */
export function JournalDialog({ onSaved, ...frame }: ModalFrame & { onSaved: () => void }) {
  const { moodElement } = useTheme();
  const t = useWords("Journal");
  return (
    <UnsavedGuardModal {...frame} title={t("title")} description={t("lead")}>
      <JournalForm
        draft="journal"
        label={t("prompt")}
        action={saveJournalEntryAction}
        hidden={{ element: isMoodElement(moodElement) ? moodElement : "" }}
        onSaved={() => {
          onSaved();
          frame.onOpenChange(false);
        }}
      />
      <Link href="/reflection" className="mt-3 inline-flex min-h-11 items-center font-semibold text-accent underline-offset-4 hover:underline">
        {t("pastReflections")}
      </Link>
    </UnsavedGuardModal>
  );
}
