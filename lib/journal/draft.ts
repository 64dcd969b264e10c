/**
 * Unsaved journal text kept on this device, so a reload, a closed tab or a dropped connection
 * never loses it. One draft per place a new entry is written; saving clears it, and logout clears
 * all of this site's browser storage (app/(auth)/_components/forget-browser-data.tsx).
 */

/** Bump when the stored shape changes: an old draft is then simply not found. */
const PREFIX = "jtp:journal-draft:v1:";

/** The places a new entry is written, each with its own draft. */
export type JournalDraftPlace = "journal" | "reflect";

type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function storage(): StorageLike | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

function journalDraftKey(place: JournalDraftPlace): string {
  return `${PREFIX}${place}`;
}

/** The kept text, or "" (nothing kept, storage blocked). */
export function readJournalDraft(place: JournalDraftPlace, store: StorageLike | null = storage()): string {
  try {
    return store?.getItem(journalDraftKey(place)) ?? "";
  } catch {
    return "";
  }
}

/** Keeps the text; blank text is no draft, so it removes one instead. */
export function writeJournalDraft(place: JournalDraftPlace, text: string, store: StorageLike | null = storage()): void {
  try {
    if (text.trim()) store?.setItem(journalDraftKey(place), text);
    else store?.removeItem(journalDraftKey(place));
  } catch {
    // A full or blocked storage only means the draft does not survive a reload.
  }
}

export function clearJournalDraft(place: JournalDraftPlace, store: StorageLike | null = storage()): void {
  writeJournalDraft(place, "", store);
}
