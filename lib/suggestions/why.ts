/** The one line that says why a practice is suggested, from the rule's reason. Pure. */
import { SEASONS } from "@/content/seasons";
import { DOSHA_NAMES, DOSHA_OF_CODE, type DoshaCode } from "@/lib/scoring/doshas";
import type { OnboardingTrack } from "@/lib/scoring/types";
import type { SuggestionReason } from "./rule";
import type { MoodSign, SuggestionArea } from "./vocabulary";

const MOOD_WORDS: Readonly<Record<MoodSign, string>> = {
  "busy-mind": "Suggested because your mind felt busy at your last mood check",
  "heavy-body": "Suggested because your body felt heavy at your last mood check",
  "running-warm": "Suggested because you felt warm at your last mood check",
  "feeling-cold": "Suggested because you felt cold at your last mood check",
};

const TRACK_WORDS: Readonly<Record<OnboardingTrack, string>> = {
  balance: "your energy and daily rhythm",
  sleep: "your sleep",
  stress: "stress",
};

const AREA_WORDS: Readonly<Record<SuggestionArea, string>> = {
  health: "Suggested for your health and wellbeing",
  sleep: "Suggested for your sleep",
  stress: "Suggested for stress and anxiety",
};

const name = (code: DoshaCode) => DOSHA_NAMES[DOSHA_OF_CODE[code]];

/** "Suggested for a Pitta imbalance", "Suited to a Vata body type", …; null without a reason. */
export function whyLine(reason: SuggestionReason | null): string | null {
  if (!reason) return null;
  switch (reason.kind) {
    case "mood":
      return MOOD_WORDS[reason.sign];
    case "season":
      return `Suggested for ${SEASONS[reason.ritu].name} and your ${name(reason.dosha)}`;
    case "imbalance":
      return `Suggested for a ${name(reason.dosha)} imbalance`;
    case "answers":
      return `Suggested from your answers about ${TRACK_WORDS[reason.track]}`;
    case "area":
      return AREA_WORDS[reason.area];
    case "body-type":
      return reason.leading ? `Suited to a ${name(reason.dosha)} body type` : `Suited to the ${name(reason.dosha)} in your body type`;
  }
}

const namesOf = (variant: string) =>
  [...variant.toUpperCase()]
    .filter((c): c is DoshaCode => c === "V" || c === "P" || c === "K")
    .map(name)
    .join("-");

/**
 * Why a skill's activities read as they do: the bundle variant that held them (see
 * lib/habits/bundle-paths.ts), said against what chose it. Null for the base version.
 */
export function variantLine(variant: string, chosenBy: { bodyType: string | null; imbalance: readonly string[] }): string | null {
  if (!/^[vpk]{1,3}$/.test(variant)) return null;
  if (variant === chosenBy.imbalance[0]?.toLowerCase()) return `This version is shaped for a ${namesOf(variant)} imbalance`;
  const code = (chosenBy.bodyType ?? "").toLowerCase();
  if (variant === code) return `This version is shaped for a ${namesOf(variant)} body type`;
  return `This version is shaped for the ${namesOf(variant)} in your body type`;
}
