"use client";

import type { ReactNode } from "react";
import { ConfirmForm } from "@/components/forms/confirm-form";
import { deleteJournalEntryAction } from "@/lib/journal/actions";

/** Delete this entry for good? In place on /reflection (`onDone`), or on the entry's own page (`next`). */
export function DeleteEntryForm(props: { id: string; cancel: ReactNode; onDone?: () => void; next?: string; autoFocus?: boolean; className?: string }) {
  const { id, ...rest } = props;
  return (
    <ConfirmForm
      action={deleteJournalEntryAction}
      label="Delete this entry?"
      question="Delete this entry for good?"
      confirm="Yes, delete"
      fields={{ id }}
      done="Entry deleted"
      unreachable="The entry could not be deleted: the connection failed."
      {...rest}
    />
  );
}
