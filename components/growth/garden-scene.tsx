import { getLocale, getTranslations } from "next-intl/server";
import { dailyContent } from "@/content/by-locale/daily";
import { describeGarden, type Garden } from "@/lib/growth/garden";
import { Flower, Plant } from "./garden-plant";

const WIDTH = 800;
const HEIGHT = 420;
const GROUND = 300;
/** Where the little grass tufts on the ground line stand (decoration, the same in every garden). */
const TUFTS = [36, 148, 262, 377, 455, 571, 668, 760];

/**
 * The garden as a hand-drawn picture: plants for habits, a flower bed for check-ins. Drawn on the
 * server (no script); the plants sway only when reduced motion is not asked for (growth.module.css).
 * `id` keeps the gradient and filter ids unique on the page.
 */
export async function GardenScene({ garden, id, className = "" }: { garden: Garden; id: string; className?: string }) {
  const [t, locale] = await Promise.all([getTranslations("Growth"), getLocale()]);
  const elements = dailyContent(locale).elements;
  const words = describeGarden(garden, t, (name) => elements[name].label);
  const flowers = [...garden.flowers].sort((a, b) => a.depth - b.depth);
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      className={`block h-auto w-full ${className}`}
      data-testid="garden-scene"
    >
      <title id={`${id}-title`}>{garden.empty ? t("sceneEmpty") : t("gardenTitle")}</title>
      <desc id={`${id}-desc`}>{words.join(" ")}</desc>
      <defs>
        <linearGradient id={`${id}-sky`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#FCF8F1" />
          <stop offset="1" stopColor="#F1EAD9" />
        </linearGradient>
        {/* A slight wobble on every line, like ink on paper. */}
        <filter id={`${id}-ink`} x="-20%" y="-10%" width="140%" height="120%">
          <feTurbulence type="fractalNoise" baseFrequency="0.035" numOctaves="2" seed="7" />
          <feDisplacementMap in="SourceGraphic" scale="3.5" />
        </filter>
      </defs>
      <rect width={WIDTH} height={HEIGHT} rx="28" fill={`url(#${id}-sky)`} />
      <g filter={`url(#${id}-ink)`}>
        <circle cx="690" cy="78" r="38" fill="#F4D58D" opacity="0.75" />
        <path d="M0 250 C 120 205 240 215 360 240 C 480 262 600 200 800 228 L 800 420 L 0 420 Z" fill="#E3EEE9" />
        <path
          d={`M0 ${GROUND} C 140 ${GROUND - 18} 300 ${GROUND + 10} 420 ${GROUND - 4} C 560 ${GROUND - 18} 680 ${GROUND + 6} 800 ${GROUND - 8} L 800 420 L 0 420 Z`}
          fill="#D8C3A0"
          stroke="#8C6A3A"
          strokeWidth="2"
          strokeOpacity="0.5"
        />
        <path d={`M0 ${GROUND + 40} C 200 ${GROUND + 30} 500 ${GROUND + 52} 800 ${GROUND + 36} L 800 420 L 0 420 Z`} fill="#CDB48E" opacity="0.6" />
        {TUFTS.map((x) => (
          <path
            key={x}
            d={`M${x} ${GROUND + 6} q -6 -12 -10 -16 M${x} ${GROUND + 6} q 0 -14 2 -20 M${x} ${GROUND + 6} q 5 -10 11 -13`}
            stroke="#6E9B77"
            strokeWidth="2.2"
            fill="none"
            strokeLinecap="round"
          />
        ))}
        {garden.empty && (
          <g transform={`translate(${WIDTH / 2} ${GROUND + 8}) scale(1.8)`} data-testid="garden-seed">
            <path d="M-46 6 C -20 -14 20 -14 46 6" fill="#B99A6B" stroke="#8C6A3A" strokeWidth="2" />
            <ellipse cx="0" cy="-6" rx="7" ry="10" fill="#8C6A3A" transform="rotate(20)" />
          </g>
        )}
      </g>
      {garden.plants.map((plant) => (
        <Plant
          key={plant.slug}
          plant={plant}
          x={70 + plant.x * (WIDTH - 140)}
          ground={GROUND + 4}
          length={50 + plant.height * 170}
          filter={`url(#${id}-ink)`}
        />
      ))}
      <g filter={`url(#${id}-ink)`}>
        {flowers.map((flower) => (
          <Flower key={flower.key} flower={flower} x={flower.x * WIDTH} y={GROUND + 40 + flower.depth * 70} scale={1.5 + flower.depth * 0.8} />
        ))}
      </g>
    </svg>
  );
}
