import "server-only";
import { getGad7Help } from "@/lib/content";
import { getHabitCatalogue } from "@/lib/content/habits";
import { OPENING_SUGGESTIONS } from "./reply";

/** What every view of the conversation is given from the server: the help lines, the habits a reply may offer, the first suggestions. */
export function conversationContent() {
  return {
    helpLines: getGad7Help(),
    habitNames: Object.fromEntries(getHabitCatalogue().map((h) => [h.slug, h.name])),
    openingSuggestions: OPENING_SUGGESTIONS,
  };
}
