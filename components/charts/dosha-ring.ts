/**
 * Geometry of the Dosha wheel: a ring of three annular sectors drawn clockwise from 12 o'clock,
 * Vata, Pitta, Kapha, with a 1° gap after each non-empty one (the look of the recharts pie it
 * replaces: inner radius 52 % and outer 92 % of the half-size less a 5 px margin). Pure, so the
 * server renders the SVG and no chart code reaches the browser.
 */
import { DOSHA_KEYS, DOSHA_ORDER, type DoshaKey } from "@/lib/scoring/doshas";
import { DOSHA_FILL } from "@/lib/colors/dosha-fill";

type RingSector = { key: DoshaKey; path: string; fill: string };
export type RingGeometry = { size: number; center: number; inner: number; outer: number; sectors: RingSector[] };

const PADDING_DEG = 1;
const MARGIN = 5;

const point = (center: number, radius: number, deg: number) => {
  // 0° is 12 o'clock and angles grow clockwise, as the eye reads the wheel.
  const rad = ((deg - 90) * Math.PI) / 180;
  return `${(center + radius * Math.cos(rad)).toFixed(2)} ${(center + radius * Math.sin(rad)).toFixed(2)}`;
};

function sectorPath(center: number, inner: number, outer: number, from: number, to: number): string {
  const sweep = to - from;
  if (sweep >= 359.99) {
    // A full ring cannot be one arc: draw two halves on each radius (even-odd leaves the hole).
    return [
      `M ${point(center, outer, 0)} A ${outer} ${outer} 0 1 1 ${point(center, outer, 180)} A ${outer} ${outer} 0 1 1 ${point(center, outer, 0)} Z`,
      `M ${point(center, inner, 0)} A ${inner} ${inner} 0 1 0 ${point(center, inner, 180)} A ${inner} ${inner} 0 1 0 ${point(center, inner, 0)} Z`,
    ].join(" ");
  }
  const large = sweep > 180 ? 1 : 0;
  return [
    `M ${point(center, outer, from)}`,
    `A ${outer} ${outer} 0 ${large} 1 ${point(center, outer, to)}`,
    `L ${point(center, inner, to)}`,
    `A ${inner} ${inner} 0 ${large} 0 ${point(center, inner, from)}`,
    "Z",
  ].join(" ");
}

/** The ring for these shares (any non-negative numbers; they are scaled to the whole circle). */
export function doshaRing(values: Record<DoshaKey, number>, size = 220): RingGeometry {
  const center = size / 2;
  const radius = center - MARGIN;
  const inner = radius * 0.52;
  const outer = radius * 0.92;
  const keys = DOSHA_ORDER.map((d) => DOSHA_KEYS[d]).filter((key) => values[key] > 0);
  const total = keys.reduce((sum, key) => sum + values[key], 0);
  const padding = keys.length > 1 ? PADDING_DEG : 0;
  const usable = 360 - padding * keys.length;
  let angle = 0;
  const sectors = keys.map((key) => {
    const sweep = (values[key] / total) * usable;
    const sector = { key, path: sectorPath(center, inner, outer, angle, angle + sweep), fill: DOSHA_FILL[key] };
    angle += sweep + padding;
    return sector;
  });
  return { size, center, inner, outer, sectors };
}
