import type { GardenFlower, GardenPlant } from "@/lib/growth/garden";
import styles from "./growth.module.css";

const LEAF = "M0 0 C 8 -12 22 -14 34 -6 C 22 2 10 4 0 0 Z";

/** A leaf on the stem at height y, pointing left or right. */
function Leaf({ y, side, size }: { y: number; side: 1 | -1; size: number }) {
  return (
    <path
      d={LEAF}
      transform={`translate(0 ${y}) scale(${side * size} ${size}) rotate(-18)`}
      fill="#7FAE8A"
      stroke="#3F7466"
      strokeWidth="1.4"
      strokeLinejoin="round"
    />
  );
}

function Bloom({ color, y }: { color: string; y: number }) {
  return (
    <g transform={`translate(0 ${y}) scale(1.45)`}>
      {[0, 60, 120, 180, 240, 300].map((a) => (
        <ellipse key={a} cx="0" cy="-11" rx="7.5" ry="12" transform={`rotate(${a})`} fill={color} stroke="#5A3E2B" strokeOpacity="0.35" strokeWidth="1.2" />
      ))}
      <circle r="6.5" fill="#F2C14E" stroke="#8C6A3A" strokeWidth="1.2" />
    </g>
  );
}

function Bud({ color, y }: { color: string; y: number }) {
  return (
    <g transform={`translate(0 ${y}) scale(1.35)`}>
      <path d="M0 4 C -9 -2 -7 -16 0 -22 C 7 -16 9 -2 0 4 Z" fill={color} stroke="#5A3E2B" strokeOpacity="0.35" strokeWidth="1.2" />
      <path d="M-7 0 C -4 6 4 6 7 0" fill="none" stroke="#3F7466" strokeWidth="2.2" strokeLinecap="round" />
    </g>
  );
}

/** One habit's plant, standing on the ground at (x, ground); its stem is `length` tall. */
export function Plant({ plant, x, ground, length, filter }: { plant: GardenPlant; x: number; ground: number; length: number; filter: string }) {
  // Each plant leans its own way (fixed by its habit), so they do not stand in a row like posts.
  const lean = ((plant.slug.length % 5) - 2) * 3;
  const top = -length;
  const leaves = Array.from({ length: plant.leafPairs }, (_, i) => top * ((i + 1) / (plant.leafPairs + 1.4)));
  return (
    <g transform={`translate(${x.toFixed(1)} ${ground})`} data-testid="garden-plant" data-habit={plant.slug} data-growth={plant.growth}>
      <title>{`${plant.name}: ${plant.done} of ${plant.total} skills`}</title>
      {/* The wobble filter sits inside the swaying group, so a frame of motion only moves its drawing; each plant keeps its own rhythm. */}
      <g
        className={styles.sway}
        style={{ animationDelay: `${(-(plant.x * 17) % 7).toFixed(1)}s`, animationDuration: `${(7 + ((plant.x * 11) % 3)).toFixed(1)}s` }}
      >
        <g filter={filter}>
          <path
            d={`M0 0 C ${lean} ${top * 0.35} ${-lean} ${top * 0.7} ${lean / 2} ${top}`}
            fill="none"
            stroke="#3F7466"
            strokeWidth="4.5"
            strokeLinecap="round"
          />
          {leaves.map((y, i) => (
            <Leaf key={i} y={y} side={i % 2 === 0 ? -1 : 1} size={1.25 - i * 0.08} />
          ))}
          {leaves.map((y, i) => (
            <Leaf key={`b${i}`} y={y - 8} side={i % 2 === 0 ? 1 : -1} size={1.1 - i * 0.08} />
          ))}
          {plant.growth === "blooming" && <Bloom color={plant.bloomColor} y={top} />}
          {plant.growth === "budding" && <Bud color={plant.bloomColor} y={top} />}
        </g>
      </g>
    </g>
  );
}

/** A small flower of the flower bed: an element's colour, or a daisy for a mood check. */
export function Flower({ flower, x, y, scale }: { flower: GardenFlower; x: number; y: number; scale: number }) {
  const daisy = flower.element === null;
  return (
    <g transform={`translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${scale.toFixed(2)})`} data-testid="garden-flower" data-element={flower.element ?? "daisy"}>
      <path d="M0 0 C 1 -6 -1 -10 0 -16" stroke="#4F8A6B" strokeWidth="1.8" fill="none" strokeLinecap="round" />
      <g transform="translate(0 -18)">
        {[0, 72, 144, 216, 288].map((a) => (
          <circle
            key={a}
            cx="0"
            cy={daisy ? -5.5 : -5}
            r={daisy ? 4 : 4.6}
            transform={`rotate(${a})`}
            fill={flower.color}
            stroke={daisy ? "#B9AE9C" : "#3B2F2A"}
            strokeOpacity={daisy ? 1 : 0.25}
            strokeWidth="0.9"
          />
        ))}
        <circle r="2.8" fill={daisy ? "#E7B43C" : "#FBE8B0"} />
      </g>
    </g>
  );
}
