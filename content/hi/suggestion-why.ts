/**
 * हिन्दी: the one line that says why a practice is suggested, and why a skill's activities read as
 * they do (whyLine and variantLine in lib/suggestions/why.ts), with the same inputs. Dosha names
 * are the Hindi ones of ./dosha-words.ts; nothing agrees with the person.
 */
import type { SuggestionReason } from "@/lib/suggestions/rule";
import type { MoodSign, SuggestionArea } from "@/lib/suggestions/vocabulary";
import type { DoshaCode } from "@/lib/scoring/doshas";
import type { OnboardingTrack } from "@/lib/scoring/types";
import type { Ritu } from "@/lib/season";
import { doshaNameOfCode as name } from "./dosha-words";

const MOOD_WORDS: Readonly<Record<MoodSign, string>> = {
  "busy-mind": "पिछली बार मन का हाल दर्ज करते समय विचारों की भीड़ थी, इसलिए यह सुझाव",
  "heavy-body": "पिछली बार मन का हाल दर्ज करते समय शरीर भारी लग रहा था, इसलिए यह सुझाव",
  "running-warm": "पिछली बार मन का हाल दर्ज करते समय गर्मी लग रही थी, इसलिए यह सुझाव",
  "feeling-cold": "पिछली बार मन का हाल दर्ज करते समय ठंड लग रही थी, इसलिए यह सुझाव",
};

const TRACK_WORDS: Readonly<Record<OnboardingTrack, string>> = {
  balance: "आपकी ऊर्जा और दिनचर्या",
  sleep: "आपकी नींद",
  stress: "तनाव",
};

/** The ritus' Hindi names (docs/decisions/0049-season-and-day.md). */
const RITU_WORDS: Readonly<Record<Ritu, string>> = {
  shishira: "शिशिर",
  vasanta: "वसंत",
  grishma: "ग्रीष्म",
  varsha: "वर्षा",
  sharad: "शरद",
  hemanta: "हेमंत",
};

const AREA_WORDS: Readonly<Record<SuggestionArea, string>> = {
  health: "आपकी सेहत और मन की ख़ुशी के लिए सुझाया गया",
  sleep: "आपकी नींद के लिए सुझाया गया",
  stress: "तनाव और घबराहट के लिए सुझाया गया",
};

/** "बढ़े हुए पित्त के लिए सुझाया गया", "वात प्रकृति के अनुकूल", …; null without a reason. */
export function whyLine(reason: SuggestionReason | null): string | null {
  if (!reason) return null;
  switch (reason.kind) {
    case "mood":
      return MOOD_WORDS[reason.sign];
    case "season":
      return `${RITU_WORDS[reason.ritu]} ऋतु और आपके ${name(reason.dosha)} के लिए सुझाया गया`;
    case "imbalance":
      return `बढ़े हुए ${name(reason.dosha)} के लिए सुझाया गया`;
    case "answers":
      return `${TRACK_WORDS[reason.track]} के बारे में आपके उत्तरों से सुझाया गया`;
    case "area":
      return AREA_WORDS[reason.area];
    case "body-type":
      return reason.leading ? `${name(reason.dosha)} प्रकृति के अनुकूल` : `आपकी प्रकृति में मौजूद ${name(reason.dosha)} के अनुकूल`;
  }
}

const namesOf = (variant: string) =>
  [...variant.toUpperCase()]
    .filter((c): c is DoshaCode => c === "V" || c === "P" || c === "K")
    .map(name)
    .join("-");

/** Why a skill's activities read as they do, from the bundle variant that held them; null for the base version. */
export function variantLine(variant: string, chosenBy: { bodyType: string | null; imbalance: readonly string[] }): string | null {
  if (!/^[vpk]{1,3}$/.test(variant)) return null;
  if (variant === chosenBy.imbalance[0]?.toLowerCase()) return `यह रूप बढ़े हुए ${namesOf(variant)} के लिए ढाला गया है`;
  const code = (chosenBy.bodyType ?? "").toLowerCase();
  if (variant === code) return `यह रूप ${namesOf(variant)} प्रकृति के लिए ढाला गया है`;
  return `यह रूप आपकी प्रकृति में मौजूद ${namesOf(variant)} के लिए ढाला गया है`;
}
