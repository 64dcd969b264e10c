import type { DoshaKey } from "@/lib/scoring/doshas";

/** The dosha colours of app/globals.css (--color-vata/pitta/kapha), for SVG fills that need a literal value. */
export const DOSHA_FILL: Readonly<Record<DoshaKey, string>> = {
  vata: "#5e9e6e",
  pitta: "#4a7fb5",
  kapha: "#e07a5f",
};
