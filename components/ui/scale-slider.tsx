"use client";

import type { CSSProperties } from "react";

type Props = {
  value: number;
  min: number;
  max: number;
  step?: number;
  onChange: (value: number) => void;
  /** Labels spread evenly under the track, left (min) to right (max). */
  stopLabels: readonly string[];
  /** What screen readers hear for a value; defaults to the label of a stop at that value. */
  valueText?: (value: number) => string;
  labelledBy?: string;
  describedBy?: string;
  label?: string;
  disabled?: boolean;
  id?: string;
  /** The field's name when a form posts it. */
  name?: string;
  /**
   * Whether the track fills up to the thumb. The fill follows `value`, which only the script
   * updates: a form drawn by the server for a browser without script leaves it off.
   */
  fill?: boolean;
};

/** The label of the stop nearest to `value` when `labels` are spread evenly over min..max. */
export function nearestStopLabel(value: number, min: number, max: number, labels: readonly string[]): string {
  if (labels.length === 0) return String(value);
  const ratio = max > min ? (value - min) / (max - min) : 0;
  return labels[Math.round(ratio * (labels.length - 1))] ?? String(value);
}

/**
 * A native range input with a large thumb and its stop labels under the track. The track is
 * inset by half a label column on each side, so every label sits under its own stop.
 */
export function ScaleSlider({
  value,
  min,
  max,
  step = 1,
  onChange,
  stopLabels,
  valueText,
  labelledBy,
  describedBy,
  label,
  disabled,
  id,
  name,
  fill = true,
}: Props) {
  const columns = Math.max(stopLabels.length, 1);
  const inset = `${50 / columns}%`;
  const percent = fill && max > min ? ((value - min) / (max - min)) * 100 : 0;
  const text = valueText ? valueText(value) : nearestStopLabel(value, min, max, stopLabels);
  return (
    <div className="w-full">
      <input
        id={id}
        name={name}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        disabled={disabled}
        aria-label={labelledBy ? undefined : label}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-valuetext={text}
        onChange={(event) => onChange(Number(event.target.value))}
        style={{ "--fill": `${percent}%`, marginInline: `calc(${inset} - 14px)`, width: `calc(100% - 2 * (${inset} - 14px))` } as CSSProperties}
        className="block h-11 cursor-pointer appearance-none rounded-full bg-transparent accent-accent disabled:cursor-not-allowed disabled:opacity-60 [&::-moz-range-progress]:h-2 [&::-moz-range-progress]:rounded-full [&::-moz-range-progress]:bg-accent [&::-moz-range-thumb]:size-7 [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-4 [&::-moz-range-thumb]:border-white [&::-moz-range-thumb]:bg-accent [&::-moz-range-thumb]:shadow-md [&::-moz-range-track]:h-2 [&::-moz-range-track]:rounded-full [&::-moz-range-track]:bg-line [&::-webkit-slider-runnable-track]:h-2 [&::-webkit-slider-runnable-track]:rounded-full [&::-webkit-slider-runnable-track]:bg-[linear-gradient(to_right,var(--color-accent)_var(--fill),var(--color-line)_var(--fill))] [&::-webkit-slider-thumb]:-mt-2.5 [&::-webkit-slider-thumb]:size-7 [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-4 [&::-webkit-slider-thumb]:border-white [&::-webkit-slider-thumb]:bg-accent [&::-webkit-slider-thumb]:shadow-md"
      />
      <div
        aria-hidden="true"
        className="mt-1 grid text-center text-xs leading-tight text-muted sm:text-sm"
        style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
      >
        {stopLabels.map((stopLabel, index) => (
          <span key={`${index}-${stopLabel}`} className="px-0.5">
            {stopLabel}
          </span>
        ))}
      </div>
    </div>
  );
}
