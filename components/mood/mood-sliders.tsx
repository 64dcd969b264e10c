"use client";

import { MoodSlider } from "./mood-slider";
import { SLIDER_DEFAULT } from "./sliders";
import { useDailyContent } from "@/components/daily/daily-content";
import type { MOOD_SLIDER_NAMES } from "@/lib/mood/form";

export type MoodValues = Record<(typeof MOOD_SLIDER_NAMES)[number], number>;

/** Where every slider starts: the middle stop, nothing chosen for the person. */
export const MOOD_START: MoodValues = { mind: SLIDER_DEFAULT, body: SLIDER_DEFAULT, temperature: SLIDER_DEFAULT };

/** The mood check's three sliders, as the dialog and the offline page both show them. */
export function MoodSliders({ values, onChange }: { values: MoodValues; onChange: (values: MoodValues) => void }) {
  return useDailyContent().sliders.map((slider) => (
    <MoodSlider key={slider.key} slider={slider} value={values[slider.key]} onChange={(value) => onChange({ ...values, [slider.key]: value })} />
  ));
}
