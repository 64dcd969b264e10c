/** What the pages and the service worker (app/sw.ts) say to each other: plain strings, one each. */

/** The Background Sync registration's tag: the pages ask for it, the worker's `sync` event answers it. */
export const SYNC_TAG = "jtp-outbox";

/** Worker to pages: the connection is back (Background Sync), so send the outbox (lib/offline/watch.ts). */
export const SYNC_MESSAGE = "jtp-sync-outbox";

/**
 * Page to worker: this page is drawn in another language than the pages the worker keeps for
 * reading offline, so fetch them again (components/pwa/service-worker-registration.tsx). Without
 * it, a person who switched to Hindi would find the offline page still in English.
 */
export const LANGUAGE_MESSAGE = "jtp-language-changed";
