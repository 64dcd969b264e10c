"use client";

import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import { JourneyLoader } from "./journey-loader";

/** A navigation answered sooner than this shows nothing: a loader that flashes is worse than none. */
const NAVIGATION_LOADER_DELAY_MS = 250;
/** A navigation some handler cancelled (no new page ever comes) stops counting as pending after this. */
const GIVE_UP_MS = 15_000;

/** Whether a click follows a link to another page of this site, in this tab. */
function followsLinkToAnotherPage(event: MouseEvent): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const link = (event.target as Element | null)?.closest?.("a[href]");
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute("download")) return false;
  if (link.target && link.target !== "_self") return false;
  const url = new URL(link.href, window.location.href);
  return url.origin === window.location.origin && url.pathname !== window.location.pathname;
}

/**
 * The guard's loader, "Preparing your journey", for a page that takes a moment to arrive after a
 * link is followed (docs/decisions/0000-the-original-app.md §2). Pages are rendered whole on the server, so a first visit paints
 * the page itself at once; only moving between pages can leave the person waiting on the old one.
 */
export function NavigationLoader() {
  const pathname = usePathname();
  // The page a followed link left, and whether the wait has lasted long enough to show the loader.
  const [waiting, setWaiting] = useState<{ from: string; shown: boolean } | null>(null);

  useEffect(() => {
    // Capture phase: Next's Link cancels the click's default before a bubbling listener hears it.
    const onClick = (event: MouseEvent) => {
      if (followsLinkToAnotherPage(event)) setWaiting({ from: window.location.pathname, shown: false });
    };
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, []);

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
