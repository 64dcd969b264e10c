"use client";

type Stop = { value: number; label: string };

type Props = {
  name: string;
  stops: readonly Stop[];
  /** undefined: nothing chosen yet (no stop is pre-selected). */
  value: number | undefined;
  onChange: (value: number) => void;
  labelledBy: string;
  describedBy?: string;
  disabled?: boolean;
  /** The labels' language when it is not the page's (GAD-7's published English on a Hindi page). */
  lang?: string;
};

/**
 * A slider-like row of labelled stops that starts with no answer: real radio inputs (arrow
 * keys move between them, each named by its label) laid out as dots along a track, the track
 * filling up to the chosen stop.
 */
export function StopTrack({ name, stops, value, onChange, labelledBy, describedBy, disabled, lang }: Props) {
  const count = Math.max(stops.length, 1);
  const inset = `${50 / count}%`;
  const index = stops.findIndex((stop) => stop.value === value);
  const ratio = index >= 0 && count > 1 ? index / (count - 1) : 0;
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className="relative grid"
      style={{ gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` }}
    >
      <span aria-hidden="true" className="absolute top-[22px] h-1.5 -translate-y-1/2 rounded-full bg-line" style={{ left: inset, right: inset }} />
      {index >= 0 && (
        <span
          aria-hidden="true"
          className="absolute top-[22px] h-1.5 -translate-y-1/2 rounded-full bg-accent transition-[width] duration-300"
          style={{ left: inset, width: `calc((100% - 2 * ${inset}) * ${ratio})` }}
        />
      )}
      {stops.map((stop) => (
        <label key={stop.value} className={`relative flex flex-col items-center gap-2 px-1 text-center ${disabled ? "cursor-not-allowed" : "cursor-pointer"}`}>
          <input
            type="radio"
            name={name}
            value={String(stop.value)}
            checked={value === stop.value}
            disabled={disabled}
            onChange={() => onChange(stop.value)}
            className="size-11 shrink-0 cursor-pointer appearance-none rounded-full border-2 border-line bg-white shadow-sm transition-colors hover:border-accent/60 checked:border-accent checked:bg-accent checked:shadow-[inset_0_0_0_7px_white] disabled:cursor-not-allowed"
          />
          <span lang={lang} className="text-sm leading-tight text-ink">
            {stop.label}
          </span>
        </label>
      ))}
    </div>
  );
}
