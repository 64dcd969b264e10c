import { elementDaysFigure, moodGunasFigure } from "@/lib/trends/figures/mood-figures";
import { getTranslations } from "next-intl/server";
import { TrendFigure } from "@/components/trends/trend-figure";
import { getMoodHistory } from "@/lib/data/mood-history";
import { elementsByDay, moodGunasByDay, moodWindow } from "@/lib/trends/mood-series";

/**
 * The Mood tab's last 30 days: elements by day and the gunas of the mood checks. Read only when
 * the tab is open, inside a Suspense boundary so the tab's lists never wait for it.
 */
export async function MoodTrends({ userId, timeZone }: { userId: string; timeZone: string }) {
  // The 30 days up to the person's today, in their zone (lib/time).
  const days = moodWindow(timeZone);
  const [history, t] = await Promise.all([getMoodHistory(userId, days[0]!, timeZone), getTranslations("Trends")]);
  const elements = elementDaysFigure(elementsByDay(history.elements, days));
  const gunas = moodGunasFigure(moodGunasByDay(history.checks, days, timeZone));
  return (
    <section aria-labelledby="mood-trends" className="flex flex-col gap-4" data-testid="mood-trends">
      <h3 id="mood-trends" className="text-xl text-ink">
        {t("last30")}
      </h3>
      <TrendFigure
        id="elements"
        title={t("elementsTitle")}
        summary={t("elementsSummary")}
        chart={elements?.chart ?? null}
        table={elements?.table ?? null}
        empty={t("elementsEmpty")}
        height={260}
        level={4}
      />
      <TrendFigure
        id="mood-gunas"
        title={t("gunasTitle")}
        summary={t("gunasSummary")}
        chart={gunas?.chart ?? null}
        table={gunas?.table ?? null}
        level={4}
        empty={t("gunasEmpty")}
      />
    </section>
  );
}

/** Holds the place of the two charts while the history loads. */
export function MoodTrendsPlaceholder() {
  return <div aria-hidden="true" className="h-96 rounded-3xl bg-sand/40" />;
}
