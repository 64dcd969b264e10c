/**
 * What this site keeps in a browser beyond cookies, forgotten at once when a session ends here: the
 * outbox's database (./outbox.ts) and the service worker's caches (pages kept for reading
 * offline). Clear-Site-Data does the same when a response carries it; a server action's redirect
 * is followed by the client router, which does not apply that header, so the page does it too.
 * No library: the login page's first load stays as small as it was.
 */
export const OUTBOX_DB = "jtp-offline";

export async function forgetOfflineData(): Promise<void> {
  const work: Promise<unknown>[] = [];
  if (typeof indexedDB !== "undefined") {
    work.push(
      new Promise<void>((resolve) => {
        const request = indexedDB.deleteDatabase(OUTBOX_DB);
        request.onsuccess = request.onerror = request.onblocked = () => resolve();
      }),
    );
  }
  if (typeof caches !== "undefined") work.push(caches.keys().then((names) => Promise.all(names.map((name) => caches.delete(name)))));
  await Promise.allSettled(work);
}
