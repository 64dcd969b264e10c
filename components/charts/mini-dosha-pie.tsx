import { formatPct } from "@/components/report/format";
import { DOSHA_NAMES } from "@/lib/scoring/doshas";
import { DOSHA_FILL } from "./dosha-colors";

const WIDTH = 160;
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
 * server: the dashboard needs no chart library for it.
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
    <svg width={WIDTH} height={HEIGHT} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label} data-testid="mini-pie">
      {slices.map((s) => {
        const share = Math.max(0, s.value) / total;
        const start = turn;
        turn += share;
        if (share <= 0) return null;
        if (share >= 0.9999) return <circle key={s.name} cx={CX} cy={CY} r={R} fill={s.fill} />;
        return <path key={s.name} d={slicePath(start, turn)} fill={s.fill} stroke="#fcf8f1" strokeWidth="1.5" />;
      })}
      {slices.map((s, i) => (
        <g key={s.name} transform={`translate(104 ${34 + i * 22})`}>
          <circle r="5" cx="0" cy="-4" fill={s.fill} />
          <text x="8" y="0" fontSize="11" fill="#2c3531">
            {s.name.charAt(0)} {Math.round(s.value)}%
          </text>
        </g>
      ))}
    </svg>
  );
}
