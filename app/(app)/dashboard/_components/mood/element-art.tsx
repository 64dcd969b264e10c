import type { MoodElementName } from "@/lib/mood/element-names";

/** Hand-drawn marks for each element, drawn in its colour (inline SVG, no image request). */
const ART: Record<MoodElementName, React.ReactNode> = {
  // Akasha: open sky, a crescent and scattered stars.
  akasha: (
    <>
      <path d="M58 22a18 18 0 1 0 14 30a15 15 0 1 1-14-30z" />
      <path d="M22 24l2 5 5 2-5 2-2 5-2-5-5-2 5-2z M30 62l1.5 3.5 3.5 1.5-3.5 1.5-1.5 3.5-1.5-3.5-3.5-1.5 3.5-1.5z" strokeWidth="2" />
    </>
  ),
  // Agni: a flame with an inner flame.
  agni: (
    <>
      <path d="M50 14c4 14 20 20 20 38a20 20 0 0 1-40 0c0-10 6-14 8-22 4 6 6 8 8 10 2-10 2-18 4-26z" />
      <path d="M50 50c2 6 8 8 8 14a8 8 0 0 1-16 0c0-4 4-8 8-14z" />
    </>
  ),
  // Prthvi: layered hills and a small sprout.
  prthvi: (
    <>
      <path d="M12 72c14-16 24-22 38-10s22 4 38 4" />
      <path d="M12 84h76 M20 78c10-4 20-4 30 0s22 2 30-2" />
      <path d="M50 58V38 M50 46c-6-2-10-6-10-12 6 0 10 4 10 12z M50 42c4-4 10-6 14-4-2 6-8 6-14 4z" />
    </>
  ),
  // Apas: a drop above two waves.
  apas: (
    <>
      <path d="M50 14c8 14 16 22 16 32a16 16 0 0 1-32 0c0-10 8-18 16-32z" />
      <path d="M14 70c8-6 14-6 22 0s14 6 22 0 14-6 22 0 M14 82c8-6 14-6 22 0s14 6 22 0 14-6 22 0" />
    </>
  ),
  // Vayu: three curling gusts of wind.
  vayu: (
    <>
      <path d="M14 36h44a10 10 0 1 0-10-10" />
      <path d="M14 52h58a10 10 0 1 1-10 10" />
      <path d="M22 68h20a7 7 0 1 1-7 7" />
    </>
  ),
};

/** An element's illustration; decorative, its name is always written beside it. */
export function ElementArt({ element, color, size = 96 }: { element: MoodElementName; color: string; size?: number }) {
  return (
    <svg
      viewBox="0 0 100 100"
      width={size}
      height={size}
      aria-hidden="true"
      fill="none"
      stroke={color}
      strokeWidth="3"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="50" cy="50" r="46" fill={color} fillOpacity="0.1" stroke="none" />
      {ART[element]}
    </svg>
  );
}
