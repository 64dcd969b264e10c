import { DOSHA_FILL } from "@/lib/colors/dosha-fill";

/** Series colours for the trend charts: the dosha colours of app/globals.css, and calm guna tones. */
export const TREND_COLORS = {
  ...DOSHA_FILL,
  sattva: "#3f7466",
  rajas: "#b8652f",
  tamas: "#6a5f8a",
} as const;

/** Dash patterns so that three lines differ by more than colour (WCAG 1.4.1). */
export const TREND_DASHES = { first: undefined, second: "7 4", third: "2 4" } as const;

/** Soft fills for GAD-7 bands, light enough that the line and its labels stay clear. */
export const GAD7_BAND_FILLS = {
  minimal: "#e3eee9",
  mild: "#f3ebdd",
  moderate: "#f6e0cf",
  severe: "#f3d6d0",
} as const;
