/**
 * The device's IndexedDB database for what is written without a connection: the outbox's items
 * (./outbox.ts) and, in "meta", the account this device last saw signed in (./owner.ts), so each
 * item is written for, and sent only for, that account. Logout deletes the whole database.
 */
import { openDB, type DBSchema, type IDBPDatabase } from "idb";
import type { OutboxItem } from "./outbox";
import { OUTBOX_DB } from "./forget";

export const STORE = "outbox";
export const META = "meta";

interface OutboxDb extends DBSchema {
  outbox: { key: string; value: OutboxItem };
  meta: { key: string; value: string };
}

let opened: Promise<IDBPDatabase<OutboxDb>> | null = null;
export function database(): Promise<IDBPDatabase<OutboxDb>> {
  opened ??= openDB<OutboxDb>(OUTBOX_DB, 2, {
    upgrade(db, oldVersion) {
      if (oldVersion < 1) db.createObjectStore(STORE, { keyPath: "id" });
      if (oldVersion < 2) db.createObjectStore(META);
    },
    // Another tab (or logout) deletes the database: let it, and open afresh next time.
    blocking(_current, _next, event) {
      (event.target as IDBDatabase).close();
      opened = null;
    },
    terminated() {
      opened = null;
    },
  });
  return opened;
}

/** Closes this tab's connection so the database can be deleted. */
export async function closeDatabase(): Promise<void> {
  if (opened) (await opened.catch(() => null))?.close();
  opened = null;
}

/** Told to every tab of this site whenever the outbox changes, so each shows the same count. */
export const OUTBOX_CHANNEL = "jtp-outbox";

/** "added" asks each page's watcher (./watch.ts) to try sending at once; "changed" only to count again. */
export function announce(message: "added" | "changed" = "changed"): void {
  try {
    const channel = new BroadcastChannel(OUTBOX_CHANNEL);
    channel.postMessage(message);
    channel.close();
  } catch {
    // No BroadcastChannel (an old browser): other tabs catch up on their next reading.
  }
}
