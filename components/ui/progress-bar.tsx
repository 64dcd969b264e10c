/** A calm, labelled progress bar (role="progressbar"); `valueText` is what screen readers hear. */
export function ProgressBar({
  value,
  max,
  label,
  valueText,
  className = "",
}: {
  value: number;
  max: number;
  label: string;
  valueText?: string;
  className?: string;
}) {
  const safeMax = max > 0 ? max : 1;
  const clamped = Math.min(Math.max(value, 0), safeMax);
  const percent = (clamped / safeMax) * 100;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={safeMax}
      aria-valuenow={clamped}
      aria-valuetext={valueText}
      className={`h-2 w-full overflow-hidden rounded-full bg-line/70 ${className}`}
    >
      <div className="h-full rounded-full bg-accent transition-[width] duration-500 ease-out" style={{ width: `${percent}%` }} />
    </div>
  );
}
