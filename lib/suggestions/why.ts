/**
 * The one line that says why a practice is suggested, from the rule's reason, and why a skill's
 * activities read as they do; the sentences are made here once, from a language's words
 * (content/suggestion-why.ts, content/hi/suggestion-why.ts). Pure.
 */
import { WHY_WORDS } from "@/content/suggestion-why";
import type { DoshaCode } from "@/lib/scoring/doshas";
import type { OnboardingTrack } from "@/lib/scoring/types";
import type { Ritu } from "@/lib/season";
import type { SuggestionReason } from "./rule";
import type { MoodSign, SuggestionArea } from "./vocabulary";

/** A language's words for the why lines: fixed lines by reason, and the sentences that take a name. */
export type WhyWords = {
  mood: Readonly<Record<MoodSign, string>>;
  track: Readonly<Record<OnboardingTrack, string>>;
  area: Readonly<Record<SuggestionArea, string>>;
  ritu: Readonly<Record<Ritu, string>>;
  dosha: (code: DoshaCode) => string;
  season: (ritu: string, dosha: string) => string;
  imbalance: (dosha: string) => string;
  answers: (track: string) => string;
  bodyType: (dosha: string) => string;
  inBodyType: (dosha: string) => string;
  variantImbalance: (names: string) => string;
  variantBodyType: (names: string) => string;
  variantInBodyType: (names: string) => string;
};

/** "Suggested for a Pitta imbalance", "Suited to a Vata body type", … in `words`' language; null without a reason. */
export function whyLine(reason: SuggestionReason | null, words: WhyWords = WHY_WORDS): string | null {
  if (!reason) return null;
  switch (reason.kind) {
    case "mood":
      return words.mood[reason.sign];
    case "season":
      return words.season(words.ritu[reason.ritu], words.dosha(reason.dosha));
    case "imbalance":
      return words.imbalance(words.dosha(reason.dosha));
    case "answers":
      return words.answers(words.track[reason.track]);
    case "area":
      return words.area[reason.area];
    case "body-type":
      return reason.leading ? words.bodyType(words.dosha(reason.dosha)) : words.inBodyType(words.dosha(reason.dosha));
  }
}

const namesOf = (variant: string, words: WhyWords) =>
  [...variant.toUpperCase()]
    .filter((c): c is DoshaCode => c === "V" || c === "P" || c === "K")
    .map(words.dosha)
    .join("-");

/**
 * Why a skill's activities read as they do: the bundle variant that held them (see
 * lib/habits/bundle-paths.ts), said against what chose it. Null for the base version.
 */
export function variantLine(variant: string, chosenBy: { bodyType: string | null; imbalance: readonly string[] }, words: WhyWords = WHY_WORDS): string | null {
  if (!/^[vpk]{1,3}$/.test(variant)) return null;
  const names = namesOf(variant, words);
  if (variant === chosenBy.imbalance[0]?.toLowerCase()) return words.variantImbalance(names);
  const code = (chosenBy.bodyType ?? "").toLowerCase();
  return variant === code ? words.variantBodyType(names) : words.variantInBodyType(names);
}
