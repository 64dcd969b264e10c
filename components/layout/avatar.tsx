/**
 * A round avatar: the profile image when there is one, else the initials. It never shrinks in a
 * row, so a long name beside it wraps instead of squeezing the circle into an oval.
 */
export function Avatar({ initials, image, size = 40 }: { initials: string; image: string | null; size?: number }) {
  if (image) {
    // eslint-disable-next-line @next/next/no-img-element -- user images may live on any host; no optimisation needed at 40 px
    return <img src={image} alt="" width={size} height={size} className="shrink-0 rounded-full object-cover" style={{ width: size, height: size }} />;
  }
  return (
    <span
      aria-hidden="true"
      className="flex shrink-0 items-center justify-center rounded-full bg-accent font-semibold text-white"
      style={{ width: size, height: size, fontSize: size * 0.38 }}
    >
      {initials}
    </span>
  );
}
