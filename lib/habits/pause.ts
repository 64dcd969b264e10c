import "server-only";
import { dailyContent } from "@/content/by-locale/daily";
import { listMoodChecksSince } from "@/lib/data/habits";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { moodCheck, type QuickRelief } from "@/lib/scoring";
import { ACUTE_PAUSE_MS, acutePauseActive } from "./progress";

export type PauseRelief = Pick<QuickRelief, "title" | "steps">;

/**
 * The quick relief practice to show instead of advancing, in the reader's language, or null when
 * habits need not pause: the newest mood check of the last 24 hours is acute (a calmer check
 * after it lifts the pause). The practice is the one the check chose, by id, from the locale's
 * content (content/by-locale/daily.ts), as the mood check's own result shows it.
 */
export async function pauseReliefFor(userId: string, locale: Locale = DEFAULT_LOCALE, now: Date = new Date()): Promise<PauseRelief | null> {
  const checks = await listMoodChecksSince(userId, new Date(now.getTime() - ACUTE_PAUSE_MS));
  if (!acutePauseActive(checks, now)) return null;
  const newest = [...checks].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]!;
  let id: QuickRelief["id"] = "box-breathing";
  try {
    // Box breathing when the acute check's sliders cannot be re-read (never expected, but never a crash).
    id = moodCheck({ mind: newest.mind, body: newest.body, temp: newest.temperature }).quickRelief?.id ?? id;
  } catch {}
  const relief = dailyContent(locale).reliefs[id];
  return { title: relief.title, steps: [...relief.steps] };
}
