import { STAGE_ANGLES, STAGE_NAMES, type StageName } from "@/lib/growth/stage";
import type { StageWords } from "./stage-list";
import styles from "./growth.module.css";

const CX = 200;
const CY = 180;
const R = 112;
const LABEL_R = R + 46;
/** How far a side label sits from its node's centre. */
const SIDE_GAP = 32;

/** A point on the circle at `angle` degrees clockwise from the top. */
function at(angle: number, radius: number) {
  const rad = (angle * Math.PI) / 180;
  return { x: CX + radius * Math.sin(rad), y: CY - radius * Math.cos(rad) };
}

/** The arc walked so far, from Seed (top) clockwise to the current stage. */
function walkedArc(angle: number): string {
  if (angle === 0) return "";
  const end = at(angle, R);
  return `M ${CX} ${CY - R} A ${R} ${R} 0 ${angle > 180 ? 1 : 0} 1 ${end.x.toFixed(1)} ${end.y.toFixed(1)}`;
}

/** A loose spiral at the centre: the shape the route is named after. */
const SPIRAL = Array.from({ length: 60 }, (_, i) => {
  const t = i / 59;
  const a = t * Math.PI * 4.2;
  const r = 6 + t * 46;
  return `${i === 0 ? "M" : "L"} ${(CX + r * Math.cos(a)).toFixed(1)} ${(CY + r * Math.sin(a)).toFixed(1)}`;
}).join(" ");

/**
 * The five stages on a circle at 0, 72, 144, 216 and 288 degrees, the current one highlighted.
 * A picture (role img) with a one-line name: the stage list beside it carries the words. The
 * stages' names and the picture's name are the page's words (StageWords).
 */
export function JourneyCircle({ current, words }: { current: StageName; words: Pick<StageWords, "names" | "circleLabel"> }) {
  const reached = STAGE_NAMES.indexOf(current);
  return (
    <svg viewBox="-40 0 480 360" role="img" aria-label={words.circleLabel} className="mx-auto w-full max-w-md" data-testid="journey-circle">
      <circle cx={CX} cy={CY} r={R} fill="none" stroke="#E6DCCB" strokeWidth="10" strokeLinecap="round" />
      <path d={walkedArc(STAGE_ANGLES[current])} fill="none" stroke="#3F7466" strokeWidth="10" strokeLinecap="round" opacity="0.55" />
      <path d={SPIRAL} fill="none" stroke="#3F7466" strokeWidth="2.5" strokeLinecap="round" opacity="0.3" />
      {STAGE_NAMES.map((stage, i) => {
        const angle = STAGE_ANGLES[stage];
        const node = at(angle, R);
        // Stages on the sides are labelled beside their node, the others above or below it.
        const side = Math.sin((angle * Math.PI) / 180);
        const label =
          Math.abs(side) > 0.5
            ? { x: node.x + Math.sign(side) * SIDE_GAP, y: node.y, anchor: side > 0 ? ("start" as const) : ("end" as const) }
            : { ...at(angle, LABEL_R), anchor: "middle" as const };
        const isCurrent = stage === current;
        const isReached = i <= reached;
        return (
          <g key={stage} data-stage={stage} data-current={isCurrent || undefined}>
            {isCurrent && <circle cx={node.x} cy={node.y} r="36" fill="#3F7466" className={styles.halo} />}
            <circle
              cx={node.x}
              cy={node.y}
              r={isCurrent ? 26 : 20}
              fill={isCurrent ? "#3F7466" : isReached ? "#E3EEE9" : "#FFFFFF"}
              stroke="#3F7466"
              strokeWidth={isReached ? 2.5 : 1.5}
              strokeDasharray={isReached ? undefined : "4 4"}
            />
            <text x={node.x} y={node.y + 6} textAnchor="middle" fontSize="18" fontWeight="700" fill={isCurrent ? "#FFFFFF" : "#2F5A4F"}>
              {i + 1}
            </text>
            <text
              x={label.x}
              y={label.y + 5}
              textAnchor={label.anchor}
              fontSize="18"
              fontWeight={isCurrent ? 700 : 500}
              fill={isCurrent ? "#2F5A4F" : "#5F6B66"}
              fontFamily="var(--font-serif)"
            >
              {words.names[stage]}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
