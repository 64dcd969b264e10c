"use client";

import { JournalForm } from "@/components/journal/journal-form";
import { Button } from "@/components/ui/button";
import { UnsavedGuardModal } from "@/components/journal/unsaved-guard";
import type { ModalFrame } from "@/components/ui/modal";
import { saveJournalEntryAction } from "@/lib/journal/actions";
import { ELEMENT_INFO, isMoodElement } from "@/lib/mood/elements";

/** After an element is chosen: an invitation to write about it, with Save and Skip. */
export function ReflectDialog({ element, ...frame }: ModalFrame & { element: string | null }) {
  const known = isMoodElement(element) ? element : null;
  return (
    <UnsavedGuardModal
      {...frame}
      title="Would you like to reflect on this feeling?"
      description={known ? `You chose ${ELEMENT_INFO[known].label}. A few honest lines are enough.` : undefined}
    >
      <JournalForm
        draft="reflect"
        label="Your reflection"
        autoFocus
        action={saveJournalEntryAction}
        hidden={{ element: known ?? "" }}
        onSaved={() => frame.onOpenChange(false)}
        extra={
          <Button variant="secondary" onClick={() => frame.onOpenChange(false)}>
            Skip
          </Button>
        }
      />
    </UnsavedGuardModal>
  );
}
