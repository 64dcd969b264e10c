"use client";

import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import { JourneyLoader } from "./journey-loader";
import { onNavigationStart } from "./navigation-start";

/** A navigation answered sooner than this shows nothing: a loader that flashes is worse than none. */
const NAVIGATION_LOADER_DELAY_MS = 250;
/** A navigation that never reaches another page (redirected back to this one) stops counting as pending after this. */
const GIVE_UP_MS = 15_000;

/**
 * The guard's loader, "Preparing your journey", for a page that takes a moment to arrive after a
 * link is followed (docs/decisions/0000-the-original-app.md §2). Pages are rendered whole on the server, so a first visit paints
 * the page itself at once; only moving between pages can leave the person waiting on the old one.
 */
export function NavigationLoader() {
  const pathname = usePathname();
  // The page a followed link left, and whether the wait has lasted long enough to show the loader.
  const [waiting, setWaiting] = useState<{ from: string; shown: boolean } | null>(null);

  // The router says when a navigation begins (instrumentation-client.ts). Guessing from clicks
  // started the loader on links that open a dialog in place: no navigation, so no new page ever
  // came, and the loader covered the dialog until it gave up. A navigation within this page
  // (another tab, ?open=) ends any wait: the page stays and Next keeps it usable meanwhile.
  useEffect(
    () =>
      onNavigationStart((url) => {
        const from = window.location.pathname;
        const to = new URL(url, window.location.href).pathname;
        setWaiting(to === from ? null : { from, shown: false });
      }),
    [],
  );

  // The new page has arrived: done (set while rendering, as React advises for state that follows a prop).
  if (waiting && waiting.from !== pathname) setWaiting(null);

  const from = waiting?.from;
  useEffect(() => {
    if (from === undefined) return;
    const show = window.setTimeout(() => setWaiting((w) => w && { ...w, shown: true }), NAVIGATION_LOADER_DELAY_MS);
    const giveUp = window.setTimeout(() => setWaiting(null), GIVE_UP_MS);
    return () => {
      window.clearTimeout(show);
      window.clearTimeout(giveUp);
    };
  }, [from]);

  if (!waiting?.shown) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 top-16 z-30 flex items-center justify-center bg-cream/90" data-testid="navigation-loader">
      <JourneyLoader />
    </div>
  );
}
