/** The companion's words in a locale (issue 37): what lib/companion/reply.ts reads, English or Hindi. */
import * as English from "@/content/companion-replies";
// Named as well: the namespace passed whole hides from knip that these are read.
import { AFTER_CRISIS_REPLIES, AFTER_CRISIS_SUGGESTIONS, CRISIS_SUGGESTIONS } from "@/content/companion-replies";
import * as Hindi from "@/content/hi/companion-replies";
import type { CompanionTurns } from "@/content/hi/companion-replies";
import type { Locale } from "@/lib/i18n/locales";

export type CompanionWords = {
  MOOD_TOPICS: typeof English.MOOD_TOPICS;
  HABIT_MENTIONS: typeof English.HABIT_MENTIONS;
  OPENERS: typeof English.OPENERS;
  TURNS: CompanionTurns;
  AFTER_CRISIS_REPLIES: readonly string[];
  AFTER_CRISIS_SUGGESTIONS: readonly string[];
  CRISIS_REPLIES: typeof English.CRISIS_REPLIES;
  CRISIS_SUGGESTIONS: readonly string[];
  OPENING_SUGGESTIONS: readonly string[];
};

/** Only the words: a module's other exports (its topic list, its types) are the same in every locale. */
const wordsOf = (module: CompanionWords): CompanionWords => ({
  MOOD_TOPICS: module.MOOD_TOPICS,
  HABIT_MENTIONS: module.HABIT_MENTIONS,
  OPENERS: module.OPENERS,
  TURNS: module.TURNS,
  AFTER_CRISIS_REPLIES: module.AFTER_CRISIS_REPLIES,
  AFTER_CRISIS_SUGGESTIONS: module.AFTER_CRISIS_SUGGESTIONS,
  CRISIS_REPLIES: module.CRISIS_REPLIES,
  CRISIS_SUGGESTIONS: module.CRISIS_SUGGESTIONS,
  OPENING_SUGGESTIONS: module.OPENING_SUGGESTIONS,
});

const WORDS: Readonly<Record<Locale, CompanionWords>> = {
  en: { ...wordsOf(English), AFTER_CRISIS_REPLIES, AFTER_CRISIS_SUGGESTIONS, CRISIS_SUGGESTIONS },
  hi: wordsOf(Hindi),
};

export function companionWords(locale: Locale): CompanionWords {
  return WORDS[locale];
}
