"use client";

import { JournalForm } from "@/components/journal/journal-form";
import { Button } from "@/components/ui/button";
import { UnsavedGuardModal } from "@/components/journal/unsaved-guard";
import type { ModalFrame } from "@/components/ui/modal";
import { saveJournalEntryAction } from "@/lib/journal/actions";
import { useDailyContent } from "@/components/daily/daily-content";
import { useWords } from "@/components/i18n/words-context";
import { isMoodElement } from "@/lib/mood/elements";

/** After an element is chosen: an invitation to write about it, with Save and Skip. */
export function ReflectDialog({ element, ...frame }: ModalFrame & { element: string | null }) {
  const known = isMoodElement(element) ? element : null;
  const t = useWords("Journal");
  const { elements } = useDailyContent();
  return (
    <UnsavedGuardModal {...frame} title={t("reflectTitle")} description={known ? t("reflectChose", { label: elements[known].label }) : undefined}>
      <JournalForm
        draft="reflect"
        label={t("reflectLabel")}
        autoFocus
        action={saveJournalEntryAction}
        hidden={{ element: known ?? "" }}
        onSaved={() => frame.onOpenChange(false)}
        extra={
          <Button variant="secondary" onClick={() => frame.onOpenChange(false)}>
            {t("skip")}
          </Button>
        }
      />
    </UnsavedGuardModal>
  );
}
