"use client";

import { useSyncExternalStore } from "react";
import { useWords } from "@/components/i18n/words-context";
import type { OutboxState } from "@/lib/offline/watch";

// One watcher per page (lib/offline/watch.ts), shared by every component that shows the outbox. It
// is loaded after the page is interactive, so no page's first load carries IndexedDB code.
let current: OutboxState | null = null;
const listeners = new Set<() => void>();
let stop: (() => void) | null = null;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1 && typeof indexedDB !== "undefined") {
    let cancelled = false;
    stop = () => {
      cancelled = true;
    };
    void import("@/lib/offline/watch").then(({ watchOutbox }) => {
      if (cancelled) return;
      stop = watchOutbox((state) => {
        current = state;
        for (const notify of listeners) notify();
      });
    });
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      stop?.();
      stop = null;
    }
  };
}

/** The outbox as this page sees it; null until it has been read. */
export function useOutbox(): OutboxState | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}

/** "1 item waits" / "3 items wait", in the page's words (Hindi's "one" covers 0 too, but 0 is never said). */
export function useWaitingWords(): (count: number) => string {
  const t = useWords("Outbox");
  return (count) => (count === 1 ? t("waitingOne") : t("waitingMany", { count }));
}
