"use client";

import { useSyncExternalStore, type ReactNode } from "react";

const subscribe = () => () => {};

/**
 * Renders `children` only once hydrated on the client, `fallback` on the server and during
 * hydration. The questionnaires resume from a local draft, which the server cannot know: this
 * keeps server and client HTML identical, and no input exists before it can respond.
 */
export function ClientOnly({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return hydrated ? children : fallback;
}

/** The calm stand-in shown while the questions get ready. */
export function QuestionnairePlaceholder() {
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-4">
      <span className="sr-only">Loading your questions…</span>
      <div aria-hidden="true" className="h-2 w-full rounded-full bg-line/70" />
      <div aria-hidden="true" className="h-8 w-3/4 animate-pulse rounded-xl bg-sand motion-reduce:animate-none" />
      {[0, 1, 2].map((i) => (
        <div key={i} aria-hidden="true" className="h-14 animate-pulse rounded-2xl bg-white/70 motion-reduce:animate-none" />
      ))}
    </div>
  );
}
