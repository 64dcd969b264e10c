import { formatPct } from "@/lib/format/percent";
import { DOSHA_NAMES } from "@/lib/scoring/doshas";
import { DOSHA_FILL } from "@/lib/colors/dosha-fill";

/** The pie's own box; the legend beside it makes up the original app's 160×110 at the default text size (docs/decisions/0000-the-original-app.md §9). */
const PIE = 100;
const HEIGHT = 110;
const R = 46;
const CX = 50;
const CY = 55;

function slicePath(start: number, end: number): string {
  const point = (turn: number) => [CX + R * Math.sin(turn * 2 * Math.PI), CY - R * Math.cos(turn * 2 * Math.PI)];
  const [x1, y1] = point(start);
  const [x2, y2] = point(end);
  const large = end - start > 0.5 ? 1 : 0;
  return `M${CX} ${CY}L${x1!.toFixed(2)} ${y1!.toFixed(2)}A${R} ${R} 0 ${large} 1 ${x2!.toFixed(2)} ${y2!.toFixed(2)}Z`;
}

/**
 * A small Vata/Pitta/Kapha pie (160×110, dosha colours) with its legend, drawn as plain SVG on the
 * server: the dashboard needs no chart library for it. Give it shares rounded together
 * (normalizePercentages) so the legend adds up to 100.
 */
export function MiniDoshaPie({ vata, pitta, kapha }: { vata: number; pitta: number; kapha: number }) {
  const slices = [
    { name: DOSHA_NAMES.v, value: vata, fill: DOSHA_FILL.vata },
    { name: DOSHA_NAMES.p, value: pitta, fill: DOSHA_FILL.pitta },
    { name: DOSHA_NAMES.k, value: kapha, fill: DOSHA_FILL.kapha },
  ];
  const total = slices.reduce((sum, s) => sum + Math.max(0, s.value), 0) || 1;
  let turn = 0;
  const label = `Dosha balance: ${slices.map((s) => `${s.name} ${formatPct(s.value)}`).join(", ")}`;
  return (
    <figure className="flex items-center gap-3" data-testid="mini-pie">
      <svg width={PIE} height={HEIGHT} viewBox={`0 0 ${PIE} ${HEIGHT}`} role="img" aria-label={label} className="shrink-0">
        {slices.map((s) => {
          const share = Math.max(0, s.value) / total;
          const start = turn;
          turn += share;
          if (share <= 0) return null;
          if (share >= 0.9999) return <circle key={s.name} cx={CX} cy={CY} r={R} fill={s.fill} />;
          return <path key={s.name} d={slicePath(start, turn)} fill={s.fill} stroke="#fcf8f1" strokeWidth="1.5" />;
        })}
      </svg>
      {/* The legend is text, not SVG, so it grows with the reader's text size; the image has its own label. */}
      <ul aria-hidden="true" className="flex flex-col gap-1 text-sm text-ink">
        {slices.map((s) => (
          <li key={s.name} className="flex items-center gap-1.5 whitespace-nowrap">
            <span className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: s.fill }} />
            {s.name.charAt(0)} <span className="tabular-nums">{formatPct(s.value)}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
