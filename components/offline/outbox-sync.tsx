"use client";

import { usePathname } from "next/navigation";
import { useWords } from "@/components/i18n/words-context";
import { useOutbox, useWaitingWords } from "./use-outbox";

/**
 * On every page: sends what was written offline once there is a connection, and while anything
 * waits says so, with a way to the offline page where it can be seen (and a refused item fixed).
 */
export function OutboxSync() {
  const state = useOutbox();
  const t = useWords("Outbox");
  const waitingWords = useWaitingWords();
  const pathname = usePathname();
  const count = state?.items.length ?? 0;
  if (!count || pathname === "/offline") return null;
  return (
    <a
      href="/offline"
      role="status"
      data-testid="outbox-pill"
      className="fixed bottom-4 left-1/2 z-40 -translate-x-1/2 rounded-full bg-ink px-5 py-3 text-sm font-semibold text-white shadow-lg"
    >
      {t(state?.signedOut ? "pillSignedOut" : "pill", { waiting: waitingWords(count) })}
    </a>
  );
}
