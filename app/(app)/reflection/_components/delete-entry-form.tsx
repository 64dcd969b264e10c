"use client";

import type { ReactNode } from "react";
import { ConfirmForm } from "@/components/forms/confirm-form";
import { deleteJournalEntryAction } from "@/lib/journal/actions";
import { useWords } from "@/components/i18n/words-context";

/** Delete this entry for good? In place on /reflection (`onDone`), or on the entry's own page (`next`). */
export function DeleteEntryForm(props: { id: string; cancel: ReactNode; onDone?: () => void; next?: string; autoFocus?: boolean; className?: string }) {
  const { id, ...rest } = props;
  const t = useWords("Journal");
  return (
    <ConfirmForm
      action={deleteJournalEntryAction}
      label={t("deleteLabel")}
      question={t("deleteQuestion")}
      confirm={t("deleteConfirm")}
      fields={{ id }}
      done={t("deleted")}
      unreachable={t("deleteUnreachable")}
      {...rest}
    />
  );
}
