"use client";

import { JournalForm } from "@/components/journal/journal-form";
import { Button } from "@/components/ui/button";
import { UnsavedGuardModal } from "@/components/journal/unsaved-guard";
import { saveJournalEntryAction } from "@/lib/journal/actions";
import { ELEMENT_INFO, isMoodElement } from "@/lib/mood/elements";

/** After an element is chosen: an invitation to write about it, with Save and Skip. */
export function ReflectDialog({
  open,
  onOpenChange,
  returnFocus,
  element,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: () => HTMLElement | null;
  element: string | null;
}) {
  const known = isMoodElement(element) ? element : null;
  return (
    <UnsavedGuardModal
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      title="Would you like to reflect on this feeling?"
      description={known ? `You chose ${ELEMENT_INFO[known].label}. A few honest lines are enough.` : undefined}
    >
      <JournalForm
        draft="reflect"
        label="Your reflection"
        autoFocus
        action={saveJournalEntryAction}
        hidden={{ element: known ?? "" }}
        onSaved={() => onOpenChange(false)}
        extra={
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Skip
          </Button>
        }
      />
    </UnsavedGuardModal>
  );
}
