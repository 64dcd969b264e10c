import Link from "next/link";
import type { SeasonAdvice } from "@/lib/season/advice";

type Props = {
  advice: SeasonAdvice;
  /** The card's heading level where it stands (Home: 3, the report: 2). */
  headingLevel: 2 | 3;
  /** A link to the day's rhythm, where the page offers one. */
  rhythmLink?: { href: string; label: string };
  testId: string;
};

/**
 * The season now for this person: the ritu in plain words, what it means for their leading
 * dosha, what to favour in food, routine and practice, and in the sandhi days how to change gently.
 */
export function SeasonCard({ advice, headingLevel, rhythmLink, testId }: Props) {
  const Heading = `h${headingLevel}` as const;
  const Sub = `h${headingLevel + 1}` as "h3" | "h4";
  const id = `${testId}-heading`;
  return (
    <section aria-labelledby={id} data-testid={testId} className="flex flex-col gap-4 rounded-3xl border border-line bg-white/80 p-5 shadow-sm sm:p-6">
      <div>
        <p className="text-sm font-semibold tracking-wide text-accent-dark uppercase">{advice.title}</p>
        <Heading id={id} className={headingLevel === 2 ? "text-2xl text-ink sm:text-3xl" : "text-xl text-ink"}>
          {advice.name}, {advice.plain}
        </Heading>
        <p className="mt-2 leading-relaxed text-muted">{advice.feel}</p>
        {advice.south && <p className="mt-1 text-sm text-muted">{advice.south}</p>}
      </div>
      <p data-testid="season-personal" className="rounded-2xl bg-accent-soft p-4 leading-relaxed text-ink">
        {advice.personal}
      </p>
      <dl className="grid gap-3 sm:grid-cols-3">
        {advice.favour.map((item) => (
          <div key={item.label} className="rounded-2xl border border-line bg-cream p-4">
            <dt className="font-semibold text-ink">{item.label}</dt>
            <dd className="mt-1 leading-relaxed text-muted">{item.text}</dd>
          </div>
        ))}
      </dl>
      {advice.sandhi && (
        <div data-testid="season-sandhi" className="rounded-2xl border border-accent/40 bg-sand p-4">
          <Sub className="font-semibold text-ink">{advice.sandhi.title}</Sub>
          <p className="mt-1 leading-relaxed text-ink">{advice.sandhi.lead}</p>
          <ul className="mt-2 list-disc pl-5 leading-relaxed text-muted">
            {advice.sandhi.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted">{advice.note}</p>
        {rhythmLink && (
          <Link
            href={rhythmLink.href}
            prefetch={false}
            className="inline-flex min-h-12 items-center rounded-full px-2 font-semibold text-accent-dark underline-offset-4 hover:underline"
          >
            {rhythmLink.label}
          </Link>
        )}
      </div>
    </section>
  );
}
