"use client";

import type { ReactNode } from "react";
import { logoutAction } from "@/lib/auth/logout-action";
import { useWords } from "@/components/i18n/words-context";
import { useOutbox, useWaitingWords } from "./use-outbox";

/**
 * Every Logout button's form. Logging out clears what this device keeps, the outbox too, so while
 * anything written offline still waits to sync the person is asked first.
 */
export function LogoutForm({ children }: { children: ReactNode }) {
  const state = useOutbox();
  const t = useWords("Outbox");
  const waitingWords = useWaitingWords();
  // Logout deletes every item on this device, another account's too.
  const waiting = (state?.items.length ?? 0) + (state?.foreign ?? 0);
  return (
    <form
      action={logoutAction}
      onSubmit={(event) => {
        const question = t("logoutQuestion", { waiting: waitingWords(waiting) });
        if (waiting > 0 && !window.confirm(question)) event.preventDefault();
      }}
    >
      {children}
    </form>
  );
}
