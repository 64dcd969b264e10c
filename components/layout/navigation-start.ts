/**
 * The router's word that a navigation has begun, passed from instrumentation-client.ts (Next's
 * onRouterTransitionStart) to the navigation loader. A window event rather than shared module
 * state, so the two need not be bundled as one module instance.
 */
const NAVIGATION_START_EVENT = "jtp:navigation-start";

/**
 * Called by the router when a push, replace or back/forward to `url` begins. The router calls it
 * inside the navigation's transition, where a state update would wait for the new page like the
 * rest of it (a loader that only shows once the wait is over): the word is passed on just after.
 */
export function announceNavigationStart(url: string): void {
  queueMicrotask(() => window.dispatchEvent(new CustomEvent<string>(NAVIGATION_START_EVENT, { detail: url })));
}

/** Calls `listener` with the URL of each navigation the router begins; returns the unsubscribe. */
export function onNavigationStart(listener: (url: string) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<string>).detail);
  window.addEventListener(NAVIGATION_START_EVENT, handle);
  return () => window.removeEventListener(NAVIGATION_START_EVENT, handle);
}
