"use client";

import { useId } from "react";
import { ScaleSlider } from "@/components/ui/scale-slider";
import type { MoodSlider as Slider } from "./sliders";
import { useWords } from "@/components/i18n/words-context";

type Props = {
  slider: Slider;
  value: number;
  onChange: (value: number) => void;
  /** Set on a form the browser may post itself (/dashboard/mood-check). */
  name?: string;
  /**
   * False while the page is server HTML: the number beside the question and the track's fill
   * follow the thumb only once the script runs, so until then the stop labels alone say where it is.
   */
  live?: boolean;
  error?: string;
};

/** One mood slider: its question, where it stands (n of 5), the track with its stop labels, and a message under it. */
export function MoodSlider({ slider, value, onChange, name, live = true, error }: Props) {
  const id = useId();
  const t = useWords("Daily");
  return (
    <div className="flex flex-col gap-2">
      <p id={`${id}-label`} className="font-medium text-ink">
        {slider.label} {live && <span className="text-muted">{t("sliderPosition", { value })}</span>}
      </p>
      <ScaleSlider
        value={value}
        min={1}
        max={5}
        onChange={onChange}
        stopLabels={slider.stops}
        labelledBy={`${id}-label`}
        describedBy={error ? `${id}-error` : undefined}
        name={name}
        fill={live}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
