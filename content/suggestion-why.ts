/** The words of the line that says why a practice is suggested (lib/suggestions/why.ts), in English. */
import { SEASONS } from "@/content/seasons";
import { DOSHA_NAMES, DOSHA_OF_CODE } from "@/lib/scoring/doshas";
import type { WhyWords } from "@/lib/suggestions/why";

const RITUS = Object.fromEntries(Object.entries(SEASONS).map(([ritu, words]) => [ritu, words.name])) as WhyWords["ritu"];

export const WHY_WORDS: WhyWords = {
  mood: {
    "busy-mind": "Suggested because your mind felt busy at your last mood check",
    "heavy-body": "Suggested because your body felt heavy at your last mood check",
    "running-warm": "Suggested because you felt warm at your last mood check",
    "feeling-cold": "Suggested because you felt cold at your last mood check",
  },
  track: { balance: "your energy and daily rhythm", sleep: "your sleep", stress: "stress" },
  area: { health: "Suggested for your health and wellbeing", sleep: "Suggested for your sleep", stress: "Suggested for stress and anxiety" },
  ritu: RITUS,
  dosha: (code) => DOSHA_NAMES[DOSHA_OF_CODE[code]],
  season: (ritu, dosha) => `Suggested for ${ritu} and your ${dosha}`,
  imbalance: (dosha) => `Suggested for a ${dosha} imbalance`,
  answers: (track) => `Suggested from your answers about ${track}`,
  bodyType: (dosha) => `Suited to a ${dosha} body type`,
  inBodyType: (dosha) => `Suited to the ${dosha} in your body type`,
  variantImbalance: (names) => `This version is shaped for a ${names} imbalance`,
  variantBodyType: (names) => `This version is shaped for a ${names} body type`,
  variantInBodyType: (names) => `This version is shaped for the ${names} in your body type`,
};
