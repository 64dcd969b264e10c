import { isLongerThan } from "@/lib/text/visible-length";

/**
 * Limits and the 'Add your own' rule shared by the skill flow (client) and the server checks.
 * No zod here, so the client bundle stays small.
 */

/** Limits on one saved answer (issue 11, item 5). */
export const ANSWER_MAX_CHARS = 2000;
export const ANSWER_MAX_ITEMS = 20;

/** Trims an 'Add your own' entry; null when it is empty, too long or already in the list (any case). */
export function acceptCustomEntry(value: string, existing: readonly string[]): string | null {
  const entry = value.trim();
  if (!entry || isLongerThan(entry, ANSWER_MAX_CHARS)) return null;
  const lower = entry.toLowerCase();
  return existing.some((e) => e.trim().toLowerCase() === lower) ? null : entry;
}
