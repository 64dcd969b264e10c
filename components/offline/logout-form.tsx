"use client";

import type { ReactNode } from "react";
import { logoutAction } from "@/lib/auth/logout-action";
import { useOutbox, waitingWords } from "./use-outbox";

/**
 * Every Logout button's form. Logging out clears what this device keeps, the outbox too, so while
 * anything written offline still waits to sync the person is asked first.
 */
export function LogoutForm({ children }: { children: ReactNode }) {
  const state = useOutbox();
  // Logout deletes every item on this device, another account's too.
  const waiting = (state?.items.length ?? 0) + (state?.foreign ?? 0);
  return (
    <form
      action={logoutAction}
      onSubmit={(event) => {
        const question = `${waitingWords(waiting)} to sync from this device (written without a connection). Logging out deletes them from this device. Log out anyway?`;
        if (waiting > 0 && !window.confirm(question)) event.preventDefault();
      }}
    >
      {children}
    </form>
  );
}
