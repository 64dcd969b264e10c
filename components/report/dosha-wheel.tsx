import { useId } from "react";
import { doshaRing } from "@/components/charts/dosha-ring";
import { DOSHA_KEYS, DOSHA_NAMES, DOSHA_ORDER, type DoshaKey, type DoshaName } from "@/lib/scoring/doshas";
import { formatPct } from "@/lib/format/percent";

const SIZE = 220;
const NAMES = Object.fromEntries(DOSHA_ORDER.map((d) => [DOSHA_KEYS[d], DOSHA_NAMES[d]])) as Record<DoshaKey, DoshaName>;

/**
 * The Dosha wheel with its text alternative: a visually hidden list of the three percentages.
 * Rendered on the server as SVG; the 1.5 s clockwise sweep (docs/decisions/0000-the-original-app.md §9) is a CSS animation
 * of a mask, so no script runs for it and reduced motion shows the whole ring at once.
 */
export function DoshaWheel(props: { vata: number; pitta: number; kapha: number; code?: string; names?: Record<DoshaKey, string>; caption?: string }) {
  const { vata, pitta, kapha, code, caption = "Dosha wheel:" } = props;
  const names = props.names ?? NAMES;
  const maskId = `dosha-wheel-sweep-${useId().replace(/[^\w-]/g, "")}`;
  const ring = doshaRing({ vata, pitta, kapha }, SIZE);
  const values = { vata, pitta, kapha };
  const sweepRadius = (ring.inner + ring.outer) / 2;
  return (
    <figure className="flex flex-col items-center">
      <figcaption className="sr-only">
        {caption}
        <ul>
          <li>
            {names.vata} {formatPct(vata)}
          </li>
          <li>
            {names.pitta} {formatPct(pitta)}
          </li>
          <li>
            {names.kapha} {formatPct(kapha)}
          </li>
        </ul>
      </figcaption>
      <div aria-hidden="true" className="relative" style={{ width: SIZE, height: SIZE }}>
        <svg width={SIZE} height={SIZE} viewBox={`0 0 ${SIZE} ${SIZE}`} data-testid="dosha-wheel">
          <mask id={maskId}>
            {/* A thick stroke that sweeps around the ring reveals it, starting at 12 o'clock. */}
            <circle
              cx={ring.center}
              cy={ring.center}
              r={sweepRadius}
              fill="none"
              stroke="white"
              strokeWidth={ring.outer - ring.inner + 8}
              pathLength={100}
              strokeDasharray="100 100"
              transform={`rotate(-90 ${ring.center} ${ring.center})`}
              className="animate-wheel-sweep motion-reduce:animate-none"
            />
          </mask>
          <g mask={`url(#${maskId})`}>
            {ring.sectors.map((sector) => (
              <path key={sector.key} d={sector.path} fill={sector.fill} fillRule="evenodd" stroke="#fcf8f1" strokeWidth={2}>
                <title>{`${names[sector.key]} ${formatPct(values[sector.key])}`}</title>
              </path>
            ))}
          </g>
        </svg>
        {code && <span className="pointer-events-none absolute inset-0 flex items-center justify-center font-serif text-3xl font-bold text-ink">{code}</span>}
      </div>
    </figure>
  );
}
