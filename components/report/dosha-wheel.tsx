"use client";

import dynamic from "next/dynamic";
import { formatPct } from "./format";

const SIZE = 220;

/** Same size as the chart, so nothing moves when it arrives. */
function WheelPlaceholder() {
  return (
    <div
      aria-hidden="true"
      style={{ width: SIZE, height: SIZE }}
      className="flex items-center justify-center rounded-full border-[26px] border-sand motion-safe:animate-pulse"
    />
  );
}

// recharts is large (~99 KB gzip): it loads on its own, after the page, and only in the browser.
const DoshaPie = dynamic(() => import("@/components/charts/dosha-pie"), { ssr: false, loading: WheelPlaceholder });

/**
 * The Dosha wheel with its text alternative: a visually hidden list of the three percentages.
 * The chart itself is decorative for assistive technology (the chips beside it say the same).
 */
export function DoshaWheel({ vata, pitta, kapha, code }: { vata: number; pitta: number; kapha: number; code?: string }) {
  return (
    <figure className="flex flex-col items-center">
      <figcaption className="sr-only">
        Dosha wheel:
        <ul>
          <li>Vata {formatPct(vata)}</li>
          <li>Pitta {formatPct(pitta)}</li>
          <li>Kapha {formatPct(kapha)}</li>
        </ul>
      </figcaption>
      <div aria-hidden="true" className="relative" style={{ width: SIZE, height: SIZE }}>
        <DoshaPie vata={vata} pitta={pitta} kapha={kapha} size={SIZE} />
        {code && (
          <span className="pointer-events-none absolute inset-0 flex items-center justify-center font-serif text-3xl font-bold text-ink">
            {code}
          </span>
        )}
      </div>
    </figure>
  );
}
