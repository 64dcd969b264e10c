"use client";

import type { ReactNode } from "react";
import { ConfirmForm } from "@/components/forms/confirm-form";
import { clearConversationAction } from "@/lib/companion/actions";
import { useWords } from "@/components/i18n/words-context";

/** Delete this whole conversation for good? In place in the conversation (`onDone`), or on its own page (`next`). */
export function ClearConversationForm(props: { cancel: ReactNode; onDone?: () => void; next?: string; autoFocus?: boolean; className?: string }) {
  const t = useWords("Companion");
  return (
    <ConfirmForm
      action={clearConversationAction}
      label={t("clearLabel")}
      question={t("clearQuestion")}
      confirm={t("clearConfirm")}
      fields={{ confirm: "yes" }}
      done={t("cleared")}
      unreachable={t("clearUnreachable")}
      {...props}
    />
  );
}
