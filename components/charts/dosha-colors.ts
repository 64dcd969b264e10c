/** The dosha colours of app/globals.css (--color-vata/pitta/kapha), for SVG fills that need a literal value. */
export const DOSHA_FILL = {
  vata: "#5e9e6e",
  pitta: "#4a7fb5",
  kapha: "#e07a5f",
} as const;

export type DoshaKey = keyof typeof DOSHA_FILL;
