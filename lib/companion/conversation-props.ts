import "server-only";
import { getHabitCatalogue } from "@/lib/content/habits";
import { OPENING_SUGGESTIONS } from "./reply";

/**
 * What every view of the conversation is given from the server: the person's saved zone (their
 * help lines come first), the habits a reply may offer, the first suggestions.
 */
export function conversationContent(timeZone: string) {
  return {
    timeZone,
    habitNames: Object.fromEntries(getHabitCatalogue().map((h) => [h.slug, h.name])),
    openingSuggestions: OPENING_SUGGESTIONS,
  };
}
