import "server-only";
import Link from "next/link";
import { getLocale } from "next-intl/server";
import { insightsWords } from "@/content/by-locale/insights";
import { loadWeekly } from "@/lib/insights/load";
import { SuggestionCard } from "./suggestion-card";

/**
 * The dashboard's week in a few gentle lines, and the one suggestion from the strongest pattern.
 * Drawn from the rows the dashboard's one query already read (no query of its own).
 */
export async function WeeklySummary({ person }: { person: { id: string; timeZone: string } }) {
  const locale = await getLocale();
  const { lines, suggestion } = await loadWeekly(person, locale);
  const WEEKLY_COPY = insightsWords(locale).weekly;
  return (
    <section
      aria-labelledby="weekly-summary-heading"
      data-testid="weekly-summary"
      className="flex flex-col gap-4 rounded-3xl border border-line bg-white/80 p-5 shadow-sm"
    >
      <div>
        <h3 id="weekly-summary-heading" className="text-xl text-ink">
          {WEEKLY_COPY.heading}
        </h3>
        <ul className="mt-2 flex flex-col gap-1 leading-relaxed text-ink">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
      {suggestion && <SuggestionCard suggestion={suggestion} heading={WEEKLY_COPY.suggestionHeading} headingLevel={4} />}
      <Link href="/insights" prefetch={false} className="self-start font-semibold text-accent-dark underline-offset-4 hover:underline">
        {WEEKLY_COPY.link}
      </Link>
    </section>
  );
}
