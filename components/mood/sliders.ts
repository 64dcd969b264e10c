import type { MOOD_SLIDER_NAMES } from "@/lib/mood/form";

type MoodSlider = { key: (typeof MOOD_SLIDER_NAMES)[number]; label: string; stops: readonly string[] };

/** The mood checker's three sliders (1-5, default 3), in the dialog and on /dashboard/mood-check. */
export const MOOD_SLIDERS: readonly MoodSlider[] = [
  { key: "mind", label: "How busy is your mind?", stops: ["Still", "Calm", "Busy", "Restless", "Racing"] },
  { key: "body", label: "How heavy does your body feel?", stops: ["Light", "Easy", "Steady", "Heavy", "Drained"] },
  { key: "temperature", label: "How warm do you feel?", stops: ["Cold", "Cool", "Neutral", "Warm", "Hot"] },
];

export const SLIDER_DEFAULT = 3;
