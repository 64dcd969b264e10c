/**
 * The words of the daily rhythm page: each period of the day and night, each suggested time and
 * what it means for each leading dosha. Written by the team for self-care, never as diagnosis or
 * cure (docs/decisions/0049-season-and-day.md). Plain typed data, so another language can mirror it.
 */
import type { DoshaCode } from "@/lib/scoring/doshas";
import type { SuggestedKind } from "@/lib/rhythm/suggested-times";

export const RHYTHM_PAGE_WORDS = {
  title: "Your day's rhythm",
  /** The dashboard's link here. */
  link: "Your day's rhythm, set to your sunrise",
  sunTitle: "Sunrise and sunset",
  now: "Now",
  lead: "Ayurveda times the day from sunrise. These times are set to today's sun where you are, and shaped by your body type and the season.",
  /** {place} is the city the sunrise is worked out for. */
  place: "Sunrise and sunset for {place}, the principal city of your time zone.",
  sunrise: "Sunrise",
  sunset: "Sunset",
  periodsTitle: "The periods of the day and night",
  suggestedTitle: "Suggested times for you",
  noPlace: "Set your time zone on your profile to see today's sunrise and a rhythm set to it.",
  profileLink: "Go to your profile",
  noSun: "The sun does not rise or set here today, so there is no rhythm to set by it. Keep your usual hours, gently.",
  /** {time} is the suggested time; {practice} what the reminder is for. */
  remind: "Remind me at {time}",
  reminderFor: "Sets your {practice} reminder to this time.",
  saved: "Saved: your {practice} reminder is now at {time}.",
  backLink: "Back to the dashboard",
  note: "Suggestions for self-care, not medical advice. Move any time to suit your life.",
} as const;

export const PERIOD_WORDS: Readonly<Record<"day" | "night", Readonly<Record<DoshaCode, { name: string; text: string }>>>> = {
  day: {
    K: { name: "Kapha morning", text: "Steady and a little heavy: a good time to move your body and get going." },
    P: { name: "Pitta midday", text: "Digestion and focus are at their sharpest: have your main meal and do your clearest thinking." },
    V: { name: "Vata afternoon", text: "Light and quick: creative work flows, and a warm drink helps you stay grounded." },
  },
  night: {
    K: { name: "Kapha evening", text: "The body slows and grows heavy: wind down and go to bed before this period ends." },
    P: { name: "Pitta night", text: "While you sleep the body digests and restores; staying up now often brings a second wind." },
    V: { name: "Vata dawn", text: "Light, clear and quiet: the texts' favourite time to wake, reflect and breathe." },
  },
};

export const SUGGESTED_WORDS: Readonly<Record<SuggestedKind, { label: string; byDosha: Readonly<Record<DoshaCode | "none", string>> }>> = {
  wake: {
    label: "Wake",
    byDosha: {
      V: "A little before sunrise, without rushing: Vata does best with enough rest and a gentle start.",
      P: "Before sunrise, in the cool quiet of the Vata dawn, before the day's heat builds.",
      K: "Well before sunrise: rising in the light Vata hours keeps the morning from feeling heavy.",
      none: "Before sunrise, in the light, quiet hours the texts recommend for waking.",
    },
  },
  meal: {
    label: "Main meal",
    byDosha: {
      V: "Your largest, warmest meal in the middle of the day, eaten sitting down and unhurried.",
      P: "Do not skip or delay it: a good lunch at midday keeps Pitta's sharp hunger content.",
      K: "Make midday your main meal and keep breakfast and dinner light.",
      none: "The middle of the day, when digestion is at its strongest.",
    },
  },
  windDown: {
    label: "Wind down",
    byDosha: {
      V: "Warm, quiet and screen-free: a warm drink, soft light and a few slow breaths.",
      P: "Set work aside and let the mind cool; a short walk or light reading suits you.",
      K: "A gentle stretch or an easy walk after dinner, then begin to settle.",
      none: "Dim the lights, put screens away and let the day come to a close.",
    },
  },
  sleep: {
    label: "Sleep",
    byDosha: {
      V: "Early and regular: Vata is restored most by a long, steady night.",
      P: "Before the night's Pitta period begins, so you are not caught by a second wind.",
      K: "Not too early, but before the Pitta night; a little less sleep keeps Kapha light.",
      none: "Before the night's Pitta period begins, for the deepest rest.",
    },
  },
};
