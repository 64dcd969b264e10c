"use client";

import type { ReactNode } from "react";
import { ConfirmForm } from "@/components/forms/confirm-form";
import { clearConversationAction } from "@/lib/companion/actions";

/** Delete this whole conversation for good? In place in the conversation (`onDone`), or on its own page (`next`). */
export function ClearConversationForm(props: { cancel: ReactNode; onDone?: () => void; next?: string; autoFocus?: boolean; className?: string }) {
  return (
    <ConfirmForm
      action={clearConversationAction}
      label="Clear this conversation?"
      question="Delete this whole conversation for good?"
      confirm="Yes, clear it"
      fields={{ confirm: "yes" }}
      done="Conversation cleared"
      unreachable="The conversation could not be cleared: the connection failed."
      {...props}
    />
  );
}
