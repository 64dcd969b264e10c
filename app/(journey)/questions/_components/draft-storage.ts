/**
 * The local draft of a questionnaire in progress: `{ step, answers }` in localStorage under a
 * versioned key per questionnaire and user, so a reload resumes where the person was and one
 * account never sees another's answers. Every storage call is guarded: private browsing, a full
 * quota or a blocked storage simply means no draft. Pure, so it is unit-tested with a fake Storage.
 */

export type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export type Draft<A> = { step: number; answers: A };

/** Bump when the stored shape changes: old drafts are then simply not found. */
export const DRAFT_VERSION = 1;

/** `jtp:draft:v1:{kind}:{userId}` */
export function draftKey(kind: string, userId: string): string {
  return `jtp:draft:v${DRAFT_VERSION}:${kind}:${userId}`;
}

/** The browser's localStorage, or null on the server or when the browser refuses access. */
export function browserStorage(): StorageLike | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The stored draft, or null when there is none, it is not valid JSON, its step is not a whole
 * number from 0, `parseAnswers` rejects its answers, or the storage throws.
 */
export function loadDraft<A>(storage: StorageLike | null, key: string, parseAnswers: (raw: unknown) => A | null): Draft<A> | null {
  if (!storage) return null;
  try {
    const text = storage.getItem(key);
    if (text === null) return null;
    const raw: unknown = JSON.parse(text);
    if (!isRecord(raw)) return null;
    const { step } = raw;
    if (typeof step !== "number" || !Number.isInteger(step) || step < 0) return null;
    const answers = parseAnswers(raw.answers);
    return answers === null ? null : { step, answers };
  } catch {
    return null;
  }
}

/** Stores the draft; false when the storage is missing or refuses (quota, private mode). */
export function saveDraft<A>(storage: StorageLike | null, key: string, draft: Draft<A>): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, JSON.stringify({ step: draft.step, answers: draft.answers }));
    return true;
  } catch {
    return false;
  }
}

/** Forgets the draft (after a successful save); a refusing storage is ignored. */
export function clearDraft(storage: StorageLike | null, key: string): void {
  if (!storage) return;
  try {
    storage.removeItem(key);
  } catch {
    // Nothing to do: the draft stays, and the next successful save replaces it.
  }
}
