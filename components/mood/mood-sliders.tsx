"use client";

import { MoodSlider } from "./mood-slider";
import { MOOD_SLIDERS, SLIDER_DEFAULT } from "./sliders";

export type MoodValues = Record<(typeof MOOD_SLIDERS)[number]["key"], number>;

/** Where every slider starts: the middle stop, nothing chosen for the person. */
export const MOOD_START: MoodValues = { mind: SLIDER_DEFAULT, body: SLIDER_DEFAULT, temperature: SLIDER_DEFAULT };

/** The mood check's three sliders, as the dialog and the offline page both show them. */
export function MoodSliders({ values, onChange }: { values: MoodValues; onChange: (values: MoodValues) => void }) {
  return MOOD_SLIDERS.map((slider) => (
    <MoodSlider key={slider.key} slider={slider} value={values[slider.key]} onChange={(value) => onChange({ ...values, [slider.key]: value })} />
  ));
}
