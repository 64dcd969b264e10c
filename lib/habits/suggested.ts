import "server-only";
import { whyWords } from "@/content/by-locale/suggestion-why";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { getLatestSubmissions } from "@/lib/data/assessments";
import type { HabitWithProgress } from "@/lib/data/habits";
import { suggestPractices, whyLine, type SignalSources } from "@/lib/suggestions";
import { habitInLocale } from "./in-locale";

export type SuggestedHabit = HabitWithProgress & { why: string | null };

/**
 * The library in the order to suggest it to this user, each habit with its one line of why. Reads
 * the newest results the page's report check has already loaded; the habits, the newest mood
 * check and the landing-page choices come from the page's own merged read; the season, from the
 * person's time zone. Names, blurbs and the why are in the words of `locale`.
 */
export async function suggestedHabits(
  { id: userId, timeZone }: { id: string; timeZone: string | null },
  reads: { habits: readonly HabitWithProgress[]; latestCheck: SignalSources["latestCheck"]; visitorPreferences: SignalSources["preferences"] },
  now: Date = new Date(),
  locale: Locale = DEFAULT_LOCALE,
): Promise<SuggestedHabit[]> {
  const latest = await getLatestSubmissions(userId);
  const ranked = suggestPractices(
    reads.habits,
    {
      preferences: reads.visitorPreferences,
      onboardingResult: latest.get("onboarding")?.result,
      vikritiResult: latest.get("vikriti")?.result,
      latestCheck: reads.latestCheck,
      timeZone,
    },
    now,
  );
  const words = whyWords(locale);
  return ranked.map(({ habit, why }) => ({ ...habitInLocale(habit, locale), why: whyLine(why, words) }));
}
