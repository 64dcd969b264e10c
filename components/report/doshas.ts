/** Display data for the three doshas: names, keys and colour classes (dark text on light tints). */
import type { DoshaCode, DoshaKey, DoshaName } from "@/lib/scoring";

export type DoshaDisplay = {
  code: DoshaCode;
  key: DoshaKey;
  name: DoshaName;
  /** A solid swatch in the dosha's colour (decorative). */
  swatch: string;
  /** A chip: the dosha's colour as a light tint and border, with ink text for contrast. */
  chip: string;
};

export const DOSHAS: readonly DoshaDisplay[] = [
  { code: "V", key: "vata", name: "Vata", swatch: "bg-vata", chip: "border-vata/60 bg-vata/10" },
  { code: "P", key: "pitta", name: "Pitta", swatch: "bg-pitta", chip: "border-pitta/60 bg-pitta/10" },
  { code: "K", key: "kapha", name: "Kapha", swatch: "bg-kapha", chip: "border-kapha/60 bg-kapha/10" },
];
