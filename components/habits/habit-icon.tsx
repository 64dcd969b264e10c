/** A habit's icon (a local SVG), or the words 'No image' when it has none. Decorative: the name is beside it. */
export function HabitIcon({ src, size = 64 }: { src: string | null; size?: number }) {
  if (!src) {
    return (
      <span style={{ width: size, height: size }} className="flex shrink-0 items-center justify-center rounded-2xl bg-sand text-center text-xs text-muted">
        No image
      </span>
    );
  }
  // A plain <img>: the icons are tiny local SVGs, so next/image would add work and no benefit.
  // eslint-disable-next-line @next/next/no-img-element
  return <img src={src} alt="" width={size} height={size} className="shrink-0 rounded-2xl" />;
}
