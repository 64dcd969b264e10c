/**
 * The device's outbox: what a person writes without a connection (a mood check, today's element, a
 * journal entry) waits here, in IndexedDB, until POST /api/offline-items keeps it
 * (docs/decisions/0046-the-daily-practice-offline.md). Each item carries an id made on the device
 * (a UUIDv7, so the server keeps it once however often it is sent), the moment it was written and
 * the device's time zone. Journal text is personal: an item is deleted the moment it is kept, and
 * logout deletes the whole database (clearOutbox).
 */
import { deleteDB, openDB, type DBSchema, type IDBPDatabase } from "idb";
import { v7 as uuidv7 } from "uuid";
import type { MoodElementName } from "@/lib/mood/element-names";
import { OUTBOX_DB } from "./forget";

export type OutboxFields = {
  "mood-check": { mind: number; body: number; temperature: number };
  element: { element: MoodElementName };
  journal: { text: string; element: MoodElementName | null };
};
export type OutboxKind = keyof OutboxFields;

type ItemOf<K extends OutboxKind> = {
  id: string;
  kind: K;
  fields: OutboxFields[K];
  writtenAt: string;
  timeZone: string;
  /** "refused": the server said no (4xx) and the person decides: fix it or let it go. */
  state: "waiting" | "refused";
  message?: string;
  /** Failed sends so far (a network error or 5xx), and the earliest the next may be tried. */
  tries: number;
  nextTryAt: number;
};
export type OutboxItem = { [K in OutboxKind]: ItemOf<K> }[OutboxKind];

const STORE = "outbox";
/** Told to every tab of this site whenever the outbox changes, so each shows the same count. */
export const OUTBOX_CHANNEL = "jtp-outbox";

interface OutboxDb extends DBSchema {
  outbox: { key: string; value: OutboxItem };
}

let opened: Promise<IDBPDatabase<OutboxDb>> | null = null;
function database(): Promise<IDBPDatabase<OutboxDb>> {
  opened ??= openDB<OutboxDb>(OUTBOX_DB, 1, {
    upgrade(db) {
      db.createObjectStore(STORE, { keyPath: "id" });
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

/** "added" asks each page's watcher (./watch.ts) to try sending at once; "changed" only to count again. */
function announce(message: "added" | "changed" = "changed"): void {
  try {
    const channel = new BroadcastChannel(OUTBOX_CHANNEL);
    channel.postMessage(message);
    channel.close();
  } catch {
    // No BroadcastChannel (an old browser): other tabs catch up on their next reading.
  }
}

function deviceZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

/** Keeps something written now, to be sent when there is a connection; returns the item. */
export async function addToOutbox<K extends OutboxKind>(kind: K, fields: OutboxFields[K], now: number = Date.now()): Promise<OutboxItem> {
  const item = {
    id: uuidv7({ msecs: now }),
    kind,
    fields,
    writtenAt: new Date(now).toISOString(),
    timeZone: deviceZone(),
    state: "waiting",
    tries: 0,
    nextTryAt: now,
  } as OutboxItem;
  await (await database()).put(STORE, item);
  announce("added");
  return item;
}

/** Every item, oldest written first (a UUIDv7 sorts by its time). */
export async function listOutbox(): Promise<OutboxItem[]> {
  return (await database()).getAll(STORE);
}

export async function removeFromOutbox(id: string): Promise<void> {
  await (await database()).delete(STORE, id);
  announce();
}

async function update(id: string, change: (item: OutboxItem) => OutboxItem): Promise<void> {
  const db = await database();
  const tx = db.transaction(STORE, "readwrite");
  const item = await tx.store.get(id);
  if (item) await tx.store.put(change(item));
  await tx.done;
  announce();
}

/** The server refused the item (its message says why): it stays, marked, until the person acts. */
export function markRefused(id: string, message: string): Promise<void> {
  return update(id, (item) => ({ ...item, state: "refused", message }));
}

/** Waits 5 s after the first failure, doubling each time up to 10 minutes. */
export function retryDelay(tries: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, tries - 1), 10 * 60_000);
}

/** A send failed for want of a connection or a working server: try again later, never drop it. */
export function markForRetry(id: string, now: number = Date.now()): Promise<void> {
  return update(id, (item) => ({ ...item, tries: item.tries + 1, nextTryAt: now + retryDelay(item.tries + 1) }));
}

/** The person fixed a refused journal entry: it waits to be sent again, with its id and written time. */
export function reviseJournalItem(id: string, text: string): Promise<void> {
  return update(id, (item) =>
    item.kind === "journal" ? { ...item, fields: { ...item.fields, text }, state: "waiting", message: undefined, tries: 0, nextTryAt: 0 } : item,
  );
}

/** Forgets everything kept on this device (logout, account deletion). */
export async function clearOutbox(): Promise<void> {
  if (opened) (await opened.catch(() => null))?.close();
  opened = null;
  await deleteDB(OUTBOX_DB);
  announce();
}
