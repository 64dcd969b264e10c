/**
 * The Hindi names of the two tags that stay in English inside the content because the scoring
 * groups by them: an ama sign's dhatu and a lifestyle item's domain. Keyed by the English tag.
 */
import type { AmaSign } from "@/lib/content/schemas";

export const DHATU_LABELS: Readonly<Record<AmaSign["dhatu"], string>> = {
  Rasa: "रस",
  Rakta: "रक्त",
  Mamsa: "मांस",
  Meda: "मेद",
  Asthi: "अस्थि",
  Majja: "मज्जा",
  "Sukra/Artava": "शुक्र/आर्तव",
};

export const LIFESTYLE_DOMAIN_LABELS: Readonly<Record<string, string>> = {
  "Sleep & rest": "नींद और आराम",
  "Food & eating": "खान-पान",
  Movement: "चलना-फिरना",
  "Work & mind": "काम और मन",
  "Screens & senses": "स्क्रीन और इंद्रियाँ",
};
