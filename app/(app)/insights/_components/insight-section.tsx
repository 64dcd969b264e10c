import type { ReactNode } from "react";
import type { NamedPattern } from "@/lib/insights/view";

/** One part of /insights: a section named by its heading, with an optional intro line. */
export function InsightSection({
  id,
  heading,
  intro,
  testId,
  children,
}: {
  id: string;
  heading: string;
  intro?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} data-testid={testId} className="flex flex-col gap-3">
      <h2 id={`${id}-heading`} className="text-2xl text-ink">
        {heading}
      </h2>
      {intro && <p className="leading-relaxed text-muted">{intro}</p>}
      {children}
    </section>
  );
}

/** The patterns of one timing, each its own card (`data-testid="pattern"`, its size in `data-size`). */
export function PatternList({ patterns }: { patterns: readonly NamedPattern[] }) {
  return (
    <ul className="flex flex-col gap-3">
      {patterns.map((p) => (
        <li
          key={`${p.practice}-${p.measure}`}
          data-testid="pattern"
          data-size={p.size}
          className="rounded-2xl border border-line bg-white/80 p-4 leading-relaxed text-ink"
        >
          {p.sentence}
        </li>
      ))}
    </ul>
  );
}
