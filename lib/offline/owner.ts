/**
 * Whose this device's offline items and kept report are: the account last seen signed in here,
 * noted by every page drawn with the session (components/offline/owner-mark.tsx). Items are written
 * for that account and sent only while it is the one signed in (./sync.ts), and the server refuses
 * an item stated for another account. When the account seen changes (or no one is signed in), the
 * report the service worker kept as last seen is deleted, so it is never shown to someone else.
 */
import { announce, database, META } from "./database";

const OWNER_KEY = "owner";
/** The pages the service worker keeps as last seen (app/sw.ts: KEPT_PAGES), in its build's cache. */
const PERSONAL_PAGES = ["/report"];

/** The account last seen signed in on this device, or null when none is (or it signed out). */
export async function currentOwner(): Promise<string | null> {
  return (await (await database()).get(META, OWNER_KEY)) ?? null;
}

async function forgetPersonalPages(): Promise<void> {
  if (typeof caches === "undefined") return;
  const names = (await caches.keys()).filter((name) => name.startsWith("jtp-pages-"));
  await Promise.all(names.map(async (name) => Promise.all(PERSONAL_PAGES.map(async (path) => (await caches.open(name)).delete(path)))));
}

/** A page was drawn for `userId` (null: for no one). A change of account forgets the kept report first. */
export async function noteOwner(userId: string | null): Promise<void> {
  const known = await currentOwner();
  if (known === userId) return;
  await forgetPersonalPages();
  const db = await database();
  if (userId) await db.put(META, userId, OWNER_KEY);
  else await db.delete(META, OWNER_KEY);
  // Every tab counts again and sends what is now this account's.
  announce("added");
}
