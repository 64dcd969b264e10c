/**
 * Keeps the outbox moving in a page (loaded lazily, after the page is interactive): it syncs on
 * load, when the connection returns, when the service worker's Background Sync asks, after
 * something new is saved, and when a backoff ends; and it tells the page how many items wait.
 */
import { OUTBOX_CHANNEL } from "./database";
import { listOutbox, type OutboxItem } from "./outbox";
import { currentOwner } from "./owner";
import { syncOutbox } from "./sync";
import { SYNC_MESSAGE, SYNC_TAG } from "@/lib/pwa/messages";

/**
 * `items` are the signed-in account's (as this device last saw it); `owner` is that account (null:
 * none known, so nothing may be written); `foreign` counts items written for another account on this
 * device, never shown beyond that count.
 */
export type OutboxState = { items: OutboxItem[]; foreign: number; owner: string | null; signedOut: boolean };
/** Asks the browser to wake the service worker for a sync when a connection returns (Chromium only). */
async function requestBackgroundSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    await (registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)?.sync?.register(SYNC_TAG);
  } catch {
    // No Background Sync here: the page syncs on load and on `online` instead.
  }
}

export function watchOutbox(onChange: (state: OutboxState) => void): () => void {
  let signedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const report = async () => {
    const [all, owner] = await Promise.all([listOutbox().catch(() => []), currentOwner().catch(() => null)]);
    if (stopped) return;
    const items = all.filter((item) => item.owner === owner);
    onChange({ items, foreign: all.length - items.length, owner, signedOut });
    clearTimeout(timer);
    const next = Math.min(...items.filter((i) => i.state === "waiting").map((i) => i.nextTryAt));
    if (Number.isFinite(next)) timer = setTimeout(() => void sync(), Math.max(1_000, next - Date.now()));
  };
  const sync = async () => {
    if (navigator.onLine === false) return report();
    const run = await syncOutbox().catch(() => null);
    if (run) signedOut = run.signedOut;
    await report();
  };

  const channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(OUTBOX_CHANNEL);
  if (channel) {
    channel.onmessage = (event) => {
      if (event.data !== "added") return void report();
      if (navigator.onLine === false) void requestBackgroundSync();
      void sync();
    };
  }
  const onOnline = () => void sync();
  const onWorkerMessage = (event: MessageEvent) => event.data === SYNC_MESSAGE && void sync();
  window.addEventListener("online", onOnline);
  navigator.serviceWorker?.addEventListener("message", onWorkerMessage);
  void sync();

  return () => {
    stopped = true;
    clearTimeout(timer);
    channel?.close();
    window.removeEventListener("online", onOnline);
    navigator.serviceWorker?.removeEventListener("message", onWorkerMessage);
  };
}
