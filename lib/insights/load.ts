import "server-only";
import { cache } from "react";
import { getHabitCatalogue } from "@/lib/content/habits";
import { getLatestSubmissions } from "@/lib/data/assessments";
import { readInsights } from "@/lib/data/insights";
import { getDashboardReads } from "@/lib/data/page-reads";
import { todayIn } from "@/lib/time";
import { RETAKE_KINDS } from "@/lib/assessments/instruments";
import { readingsIn } from "@/lib/assessments/readings";
import { insightsWords } from "@/content/by-locale/insights";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { insightsView, weeklyView } from "./view";
import type { HabitNames } from "./words";

type Person = { id: string; timeZone: string };

const habitNames = (): HabitNames => new Map(getHabitCatalogue().map((h) => [h.slug, h.name]));

/** The signed-in person's Insights view in their language, read in one query beside the latest results the page already has. */
export const loadInsights = cache(async (person: Person, locale: Locale = DEFAULT_LOCALE, now = new Date()) => {
  const [{ window, firstResults, resultCounts }, latest] = await Promise.all([readInsights(person.id), getLatestSubmissions(person.id)]);
  const retakes = RETAKE_KINDS.flatMap((kind) => {
    const first = firstResults.find((r) => r.kind === kind);
    const last = latest.get(kind);
    const results = Number(resultCounts.find((r) => r.kind === kind)?.results ?? 0);
    return first && last ? [{ kind, first, latest: last, results }] : [];
  });
  return insightsView({
    rows: window,
    zone: person.timeZone,
    today: todayIn(person.timeZone, now),
    habits: habitNames(),
    retakes,
    words: insightsWords(locale),
    readings: readingsIn(locale),
  });
});

/** The dashboard's weekly summary and suggestion, from the rows the dashboard's one query already read. */
export async function loadWeekly(person: Person, locale: Locale = DEFAULT_LOCALE, now = new Date()) {
  const { window } = await getDashboardReads(person.id);
  return weeklyView(window, person.timeZone, todayIn(person.timeZone, now), habitNames(), insightsWords(locale));
}
