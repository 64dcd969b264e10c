import Link from "next/link";
import type { Suggestion } from "@/lib/insights/weekly";

/** The one suggestion drawn from the strongest pattern: what the days showed, then a gentle invitation. */
export function SuggestionCard({ suggestion, heading, headingLevel = 2 }: { suggestion: Suggestion; heading: string; headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby="suggestion-heading" data-testid="insight-suggestion" className="rounded-3xl border border-accent/30 bg-accent-soft/60 p-5">
      <Heading id="suggestion-heading" className="text-lg font-semibold text-ink">
        {heading}
      </Heading>
      <p className="mt-2 leading-relaxed text-ink">{suggestion.because}</p>
      <p className="mt-2 leading-relaxed text-ink">
        <Link href={suggestion.href} prefetch={false} className="font-semibold text-accent-dark underline underline-offset-4">
          {suggestion.invitation}
        </Link>
      </p>
    </section>
  );
}
