import "server-only";
import { getHabitCatalogue } from "@/lib/content/habits";
import { companionWords } from "@/content/by-locale/companion";
import type { Locale } from "@/lib/i18n/locales";

/**
 * What every view of the conversation is given from the server: the person's saved zone (their
 * help lines come first), the habits a reply may offer, the first suggestions.
 */
export function conversationContent(timeZone: string, locale: Locale) {
  return {
    timeZone,
    habitNames: Object.fromEntries(getHabitCatalogue().map((h) => [h.slug, h.name])),
    openingSuggestions: companionWords(locale).OPENING_SUGGESTIONS,
  };
}
