import { MOOD_SLIDER_NAMES } from "@/lib/mood/form";

type SliderKey = (typeof MOOD_SLIDER_NAMES)[number];
export type MoodSlider = { key: SliderKey; label: string; stops: readonly string[] };
/** A language's words for the three sliders: each one's question and its five stops. */
export type MoodSliderWords = Readonly<Record<SliderKey, { label: string; stops: readonly string[] }>>;

export const MOOD_SLIDER_WORDS: MoodSliderWords = {
  mind: { label: "How busy is your mind?", stops: ["Still", "Calm", "Busy", "Restless", "Racing"] },
  body: { label: "How heavy does your body feel?", stops: ["Light", "Easy", "Steady", "Heavy", "Drained"] },
  temperature: { label: "How warm do you feel?", stops: ["Cold", "Cool", "Neutral", "Warm", "Hot"] },
};

/** The sliders in their order (the form's field names), with a language's words. */
export const slidersIn = (words: MoodSliderWords): readonly MoodSlider[] => MOOD_SLIDER_NAMES.map((key) => ({ key, ...words[key] }));

export const SLIDER_DEFAULT = 3;
