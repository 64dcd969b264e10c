/**
 * The device's outbox: what a person writes without a connection (a mood check, today's element, a
 * journal entry) waits here, in IndexedDB, until POST /api/offline-items keeps it
 * (docs/decisions/0046-the-daily-practice-offline.md). Each item carries an id made on the device
 * (a UUIDv7, so the server keeps it once however often it is sent), the moment it was written and
 * the device's time zone. Journal text is personal: an item is deleted the moment it is kept, and
 * logout deletes the whole database (clearOutbox).
 */
import { deleteDB } from "idb";
import { v7 as uuidv7 } from "uuid";
import type { MoodElementName } from "@/lib/mood/element-names";
import { announce, closeDatabase, database, STORE } from "./database";
import { OUTBOX_DB } from "./forget";
import { currentOwner } from "./owner";

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
  /** The account signed in on this device when it was written (./owner.ts): it is sent only for that account. */
  owner: string;
  /** "refused": the server said no (4xx) and the person decides: fix it or let it go. */
  state: "waiting" | "refused";
  message?: string;
  /** Failed sends so far (a network error or 5xx), and the earliest the next may be tried. */
  tries: number;
  nextTryAt: number;
};
export type OutboxItem = { [K in OutboxKind]: ItemOf<K> }[OutboxKind];

function deviceZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

/**
 * Keeps something written now, to be sent when there is a connection, for the account last seen
 * signed in on this device; returns the item. With no account known it keeps nothing (the offline
 * page does not offer writing then).
 */
export async function addToOutbox<K extends OutboxKind>(kind: K, fields: OutboxFields[K], now: number = Date.now()): Promise<OutboxItem> {
  const owner = await currentOwner();
  if (!owner) throw new Error("No account is known on this device.");
  const item = {
    owner,
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
  await closeDatabase();
  await deleteDB(OUTBOX_DB);
  announce();
}
