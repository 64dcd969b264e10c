/**
 * The words of the season card and the report's season section: each ritu in plain words, what to
 * favour in it, what it asks of each dosha, and how to change gently in the sandhi days. Written
 * by the team for self-care, never as diagnosis or cure (docs/decisions/0049-season-and-day.md).
 * Plain typed data, so another language can mirror it key for key.
 */
import type { DoshaCode } from "@/lib/scoring/doshas";
import type { DoshaCourse, Ritu } from "@/lib/season";

export type SeasonWords = {
  /** The ritu's name as shown. */
  name: string;
  /** The season in plain words: "late winter". */
  plain: string;
  /** What the season is like, in a sentence. */
  feel: string;
  food: string;
  routine: string;
  practice: string;
};

export const SEASONS: Readonly<Record<Ritu, SeasonWords>> = {
  shishira: {
    name: "Shishira",
    plain: "late winter",
    feel: "The cold is at its deepest and the air turns dry and sharp; digestion is usually strong, and the body asks for warmth.",
    food: "Warm, cooked, nourishing meals: soups with ghee, root vegetables, whole grains, sesame, and ginger or cinnamon in your tea.",
    routine: "A warm oil massage before your bath, layers against the wind, and a steady bedtime on the long nights.",
    practice: "Brisk walks in the day's sun and practices that build warmth, like a few rounds of sun salutations.",
  },
  vasanta: {
    name: "Vasanta",
    plain: "spring",
    feel: "Warmth returns and the winter's heaviness starts to melt; many people feel sluggish, congested or slow to start the day.",
    food: "Lighter, warm meals with a little pungent, bitter and astringent taste: barley, millet, greens, lentils, honey in warm water, less sweet and fried food.",
    routine: "Rise early, skip the daytime nap, and move your body every morning to shake off heaviness.",
    practice: "Lively movement, energising breath, and time outdoors among fresh green things.",
  },
  grishma: {
    name: "Grishma",
    plain: "summer",
    feel: "The sun is strong and the days long; heat dries the body and many people feel drained by afternoon.",
    food: "Cooling, juicy, lightly sweet food: fruit, cucumber, coconut water, rice, milk, and plenty of cool (not iced) water.",
    routine: "Keep out of the midday sun, rest in the heat of the afternoon, and enjoy the cool of the evening.",
    practice: "Gentle, cooling practices: slow stretches, moonlight walks, and a calm, easy breath.",
  },
  varsha: {
    name: "Varsha",
    plain: "the monsoon",
    feel: "Rain and damp follow the heat; digestion often feels weaker and the body less steady.",
    food: "Freshly cooked, warm and easy to digest: rice with mung dal, soups, a little ginger before meals, boiled or warm water.",
    routine: "Keep your feet and clothes dry, keep regular hours, and favour warmth over damp and chill.",
    practice: "Grounding, unhurried practice indoors when it pours, and a few minutes of quiet each evening.",
  },
  sharad: {
    name: "Sharad",
    plain: "early autumn",
    feel: "Clear skies and a sharp sun after the rains; the heat stored through the monsoon often shows now.",
    food: "Cooling, sweet and bitter tastes: rice, wheat, milk, ghee, leafy greens, pomegranate and amla; less chilli, sour and fried food.",
    routine: "Shade from the strong afternoon sun, and evenings in the moonlight, which the texts praise in this season.",
    practice: "Cooling breath, gentle practice without strain, and time by water or under the evening sky.",
  },
  hemanta: {
    name: "Hemanta",
    plain: "early winter",
    feel: "The air cools and the nights lengthen; digestion grows strong and the body is ready for nourishment.",
    food: "Warm, substantial meals in good time: grains, dals, root vegetables, ghee, sesame and warm milk at night.",
    routine: "A warm oil massage, sunlight in the morning, and warm clothes as the evenings cool.",
    practice: "Steady, strengthening movement and a warm, settled evening routine.",
  },
};

/** What the season often does to a dosha, as a verb phrase: "Sharad often provokes Pitta". */
export const COURSE_WORDS: Readonly<Record<DoshaCourse, string>> = {
  gathering: "is when {dosha} often quietly gathers",
  provoked: "often provokes {dosha}",
  calming: "usually lets {dosha} settle",
};

/**
 * What to favour for a dosha in each ritu, said to someone for whom that dosha leads (their
 * imbalance, else their body type). Six ritus × three doshas.
 */
export const SEASON_FOR_DOSHA: Readonly<Record<Ritu, Readonly<Record<DoshaCode, string>>>> = {
  shishira: {
    V: "favour warmth everywhere: hot meals at steady times, oil on dry skin, and an early, cosy night.",
    P: "this is an easier season for you; enjoy hearty food, and keep the warming spices moderate.",
    K: "Kapha begins to collect in the cold, so keep moving every day and go easy on heavy sweets and cold milk.",
  },
  vasanta: {
    V: "the changeable winds can unsettle you; keep meals warm and regular while you lighten them.",
    P: "enjoy the mild days; light, fresh food suits you, with bitter greens to keep you cool.",
    K: "favour light, warm, spiced food, rise before sunrise, and move with some vigour each morning.",
  },
  grishma: {
    V: "heat and dryness let Vata gather: sip water through the day, favour moist, sweet food, and rest in the afternoon.",
    P: "stay cool: shade at midday, cooling foods, and no pushing hard in the heat.",
    K: "summer usually eases you; a lighter diet comes naturally, so enjoy it while keeping active in the cool hours.",
  },
  varsha: {
    V: "keep warm and dry, eat warm, freshly cooked food at regular times, and keep a calm, steady routine.",
    P: "Pitta gathers in the damp warmth: favour fresh, simple food, not too sour or fried.",
    K: "the damp can weigh you down; keep food light and warm and move a little every day.",
  },
  sharad: {
    V: "Vata usually settles now; keep your warm routine and you will feel it steady.",
    P: "favour cooling, sweet and bitter food, keep out of the strong afternoon sun, and let your evenings be unhurried.",
    K: "clear, bright days suit you; keep meals light and stay active outdoors.",
  },
  hemanta: {
    V: "nourish yourself: warm, oily, well-cooked meals, warm oil on the skin, and plenty of rest.",
    P: "the cooler air helps Pitta settle; enjoy good meals at regular times and do not skip them.",
    K: "a strong appetite is natural now; enjoy warm food but keep up daily movement to stay light.",
  },
};

export const SANDHI_WORDS = {
  title: "Between two seasons",
  /** {from} and {to} are the ritus' names; {when} says when the change falls. */
  lead: "{from} is giving way to {to} ({when}). The texts suggest changing your ways gradually over these days, not all at once.",
  steps: [
    "Move your meals towards the new season a little at a time: one new dish a day, not a new diet overnight.",
    "Shift your waking and bedtime by a few minutes each day, not an hour at once.",
    "Keep your practice steady; a familiar routine helps the body through the change.",
  ],
  /** {when} of the lead: the change still ahead, or already begun; {day} is its date. */
  whenAhead: "from {day}",
  whenSince: "since {day}",
} as const;

export const SEASON_CARD_WORDS = {
  title: "The season now",
  /** Headings of the three things to favour. */
  food: "Food",
  routine: "Routine",
  practice: "Practice",
  /** "in the southern hemisphere" note, shown when the person's seasons are the southern ones. */
  south: "Shifted for the southern hemisphere, from your time zone.",
  /** Opening of the personal line: "With your Pitta imbalance, …" or "For your Vata body type, …". */
  withImbalance: "With your {dosha} imbalance, ",
  forBodyType: "For your {dosha} body type, ",
  /** When neither is known. */
  nobody: "Take your assessments to see what this season means for you.",
  note: "Suggestions for self-care, not medical advice.",
} as const;
