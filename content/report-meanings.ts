/**
 * Plain-language meanings shown beside results on the report, dashboard and profile.
 * Warm and plain: results are reflections and estimates, never a diagnosis. Sentences that
 * depend on a result (a dosha name, a constitution code) are put together in
 * `lib/content/meanings.ts` from the pieces here.
 */
import type { ReportMeanings } from "@/lib/content/schemas";
import { HELP_INTROS, HELP_REGIONS, HELPLINE_DIRECTORY } from "./help-lines";

export const NOT_MEDICAL_ADVICE = "These results are reflections and estimates for your self-care, not medical advice or a diagnosis.";

/**
 * Shown with every GAD-7 result, whatever the score: the scale has no self-harm item. The text
 * form of content/help-lines.ts (the web pages draw that list itself) for the API, the shared
 * page and the PDF.
 */
export const GAD7_HELP: string[] = [
  HELP_INTROS.gad7,
  ...HELP_REGIONS.map(
    (region) => `${region.country}: ${region.lines.map((line) => `${line.name}, ${line.numbers.map((n) => n.label).join(" or ")}`).join("; ")}.`,
  ),
  `Anywhere in the world: ${HELPLINE_DIRECTORY.label}. ${HELPLINE_DIRECTORY.note}`,
];

const DOSHA_MEANINGS: ReportMeanings["doshas"] = {
  V: {
    name: "Vata",
    elements: "air and space",
    qualities: "light, dry, cool, quick and changeable",
    description:
      "Vata is the energy of movement, made of air and space. A Vata nature tends to be light, quick and creative, and feels best with warmth, routine and plenty of rest.",
    tendency: "light, quick and creative",
  },
  P: {
    name: "Pitta",
    elements: "fire and water",
    qualities: "warm, sharp, intense and focused",
    description:
      "Pitta is the energy of transformation, made of fire and water. A Pitta nature tends to be warm, focused and driven, and feels best with cooling foods, calm and time to pause.",
    tendency: "warm, focused and driven",
  },
  K: {
    name: "Kapha",
    elements: "earth and water",
    qualities: "steady, soft, cool and grounded",
    description:
      "Kapha is the energy of structure, made of earth and water. A Kapha nature tends to be steady, calm and caring, and feels best with lightness, warmth and regular movement.",
    tendency: "steady, calm and caring",
  },
};

const BODY_TYPE_CODE_GUIDE: ReportMeanings["bodyTypeCodes"] = {
  single: "A single letter means one dosha clearly leads your reflection.",
  dual: "Two letters mean two doshas share the lead, with the first a little stronger.",
  tri: "VPK means all three doshas sit close together: a balanced, tri-doshic pattern.",
};

const PRAKRITI_MEANINGS: ReportMeanings["prakriti"] = {
  intro: "Prakriti is your natural constitution: the balance of doshas you were born with, which stays fairly steady through life.",
  triDoshic:
    "Your answers suggest a tri-doshic nature, with Vata, Pitta and Kapha in close balance. You may recognise a little of each in yourself, so let the season and how you feel each day guide your choices.",
};

const VIKRITI_MEANINGS: ReportMeanings["vikriti"] = {
  intro:
    "Vikriti is your current balance: how your doshas have been moving over the past few weeks. It shifts with seasons, stress and routine, so it can differ from your natural constitution.",
  minor: "No dosha stands out strongly right now, which is a settled place to be.",
  dominant: "When a dosha runs high for a while, small choices that balance it can help you feel more like yourself.",
};

const AMA_MEANINGS: ReportMeanings["ama"] = {
  intro: "Ama is the Ayurvedic idea of heaviness, or undigested residue, that can settle in the body's tissues (the dhatus) when digestion is sluggish.",
  levels: {
    Low: "Few or no signs noticed in this tissue.",
    Moderate: "Some signs of heaviness in this tissue, worth keeping an eye on.",
    High: "Several clear signs of heaviness in this tissue, a good place to focus gentle care.",
  },
  noSigns: "Your answers show no clear signs of ama right now. Keep enjoying the habits that help you feel light.",
  systemic:
    "Signs showed up in two or more tissues, which can point to a wider pattern of heaviness. Simple, warm meals and steady routines support the whole body.",
  guidance:
    "For 7-10 days you might try a lighter way of eating: warm, simple, freshly cooked meals, warm water or ginger tea through the day, and an early, light dinner. Check in again in about a month to see what has changed.",
};

const GUNA_MEANINGS: ReportMeanings["guna"] = {
  intro:
    "The gunas are three qualities of the mind: sattva (peace and clarity), rajas (restlessness and drive) and tamas (heaviness and rest). Everyone moves through all three.",
  sattva: {
    Low: "Peace and clarity have been harder to find lately. Quiet time, nature, nourishing food and rest can help them return.",
    Moderate: "You are finding moments of peace and clarity. Simple daily rituals can help them grow.",
    High: "Peace and clarity are strongly present for you right now. Keep nurturing whatever supports them.",
  },
  rajas: {
    Low: "Restlessness is low right now, and your mind seems fairly settled.",
    Moderate: "Some restlessness is present, as it is for most people with full lives. Regular pauses and slower breathing can help it settle.",
    High: "Restlessness has been running high. Slowing down where you can, with short breaks, gentle breathing and earlier nights, may bring some ease.",
  },
  tamas: {
    Low: "Heaviness is low, and you seem to have a good sense of energy and momentum.",
    Moderate: "Some heaviness comes and goes. Light meals, fresh air and movement can help lift it.",
    High: "Heaviness has been strong lately. Small, kind steps such as a short walk, daylight and a regular wake-up time can help you feel lighter.",
  },
  followUp: "With restlessness or heaviness running high, talking things through with a stress-management coach or another supportive professional may help.",
};

const GAD7_MEANINGS: ReportMeanings["gad7"] = {
  intro:
    "The GAD-7 is a widely used seven-question check-in about the past two weeks, scored from 0 to 21. It is a reflection of how you have been feeling, not a diagnosis.",
  severities: {
    minimal: {
      label: "Minimal",
      text: "Your answers suggest worry and nervousness have bothered you very little over the past two weeks. Keep tending to what helps you feel settled.",
      suggestProfessional: false,
    },
    mild: {
      label: "Mild",
      text: "Your answers suggest some worry or nervousness on several days over the past two weeks. That is common in busy or uncertain times, and rest, gentle routines and the breathing practices here may help.",
      suggestProfessional: false,
    },
    moderate: {
      label: "Moderate",
      text: "Your answers suggest worry or nervousness has been bothering you on many days over the past two weeks. It could help to talk this through with a doctor or a mental-health professional, alongside the gentle practices here.",
      suggestProfessional: true,
    },
    severe: {
      label: "Severe",
      text: "Your answers suggest worry or nervousness has been weighing on you nearly every day over the past two weeks. You don't have to carry this alone: please consider reaching out to a doctor or a mental-health professional soon.",
      suggestProfessional: true,
    },
  },
};

const LIFE_MEANINGS: ReportMeanings["life"] = {
  intro:
    "These scores show how much your recent daily habits may be stirring up each dosha. They describe habits, not you, and habits can change a little at a time.",
  bands: {
    Minor: {
      displayLabel: "Light influence",
      text: "Your recent habits are adding little here. Keep doing what works for you.",
    },
    Moderate: {
      displayLabel: "Some influence",
      text: "A few of your recent habits are adding to this. One or two small changes could make a difference.",
    },
    Severe: {
      displayLabel: "Strong influence",
      text: "Several of your recent habits are adding to this. Here small, kind changes are likely to help most, so choose one to start with.",
    },
  },
};

export const REPORT_MEANINGS: ReportMeanings = {
  doshas: DOSHA_MEANINGS,
  bodyTypeCodes: BODY_TYPE_CODE_GUIDE,
  prakriti: PRAKRITI_MEANINGS,
  vikriti: VIKRITI_MEANINGS,
  ama: AMA_MEANINGS,
  guna: GUNA_MEANINGS,
  gad7: GAD7_MEANINGS,
  gad7Help: GAD7_HELP,
  life: LIFE_MEANINGS,
  notMedicalAdvice: NOT_MEDICAL_ADVICE,
};
