/**
 * The bands a trend is read against, from the scoring constants (never restated): GAD-7 severity
 * on its 0-21 total, guna bands on the 0-10 slider, lifestyle bands on each dosha's score.
 * Integer scores sit inside a band, so the drawn edges fall half-way between two scores (4.5 between
 * minimal 4 and mild 5): a point never lands on a border.
 */
import {
  GAD7_MAX_TOTAL,
  GAD7_MILD_MIN,
  GAD7_MODERATE_MIN,
  GAD7_SEVERE_MIN,
  GUNA_HIGH_MIN,
  GUNA_MODERATE_MIN,
  GUNA_SCALE_FACTOR,
  GUNA_SLIDER_MAX,
  LIFESTYLE_MODERATE_MIN,
  LIFESTYLE_SEVERE_MIN,
  type Gad7Severity,
  type GunaBand,
  type LifestyleBand,
} from "@/lib/scoring";

export type Band<Name extends string> = {
  name: Name;
  /** Lowest and highest whole score in the band. */
  min: number;
  max: number;
  /** Where the band is drawn on the axis. */
  from: number;
  to: number;
};

/** Bands of whole scores from each band's lowest score (ascending) up to `top`. */
export function integerBands<Name extends string>(floors: readonly (readonly [Name, number])[], top: number): Band<Name>[] {
  return floors.map(([name, min], i) => {
    const next = floors[i + 1];
    const max = next ? next[1] - 1 : top;
    return { name, min, max, from: Math.max(0, min - 0.5), to: Math.min(top, max + 0.5) };
  });
}

export { GAD7_MAX_TOTAL };

/** GAD-7 severity bands: 0-4 minimal, 5-9 mild, 10-14 moderate, 15-21 severe. */
export const GAD7_BANDS: readonly Band<Gad7Severity>[] = integerBands(
  [
    ["minimal", 0],
    ["mild", GAD7_MILD_MIN],
    ["moderate", GAD7_MODERATE_MIN],
    ["severe", GAD7_SEVERE_MIN],
  ],
  GAD7_MAX_TOTAL,
);

/** Guna bands on the 0-10 slider: the 0-30 floors divided by the ×3 scale (0-3 Low, 4-7 Moderate, 8-10 High). */
export const GUNA_SLIDER_BANDS: readonly Band<GunaBand>[] = integerBands(
  [
    ["Low", 0],
    ["Moderate", Math.ceil(GUNA_MODERATE_MIN / GUNA_SCALE_FACTOR)],
    ["High", Math.ceil(GUNA_HIGH_MIN / GUNA_SCALE_FACTOR)],
  ],
  GUNA_SLIDER_MAX,
);

/**
 * Lifestyle bands up to `top` (the chart's ceiling). Scores are decimals, so the edges are the
 * floors themselves: below 10 Minor, 10 to below 20 Moderate, 20 and above Severe.
 */
export function lifestyleBands(top: number): { name: LifestyleBand; from: number; to: number }[] {
  return [
    { name: "Minor", from: 0, to: LIFESTYLE_MODERATE_MIN },
    { name: "Moderate", from: LIFESTYLE_MODERATE_MIN, to: LIFESTYLE_SEVERE_MIN },
    { name: "Severe", from: LIFESTYLE_SEVERE_MIN, to: Math.max(top, LIFESTYLE_SEVERE_MIN) },
  ];
}
