/** Short lines for the dashboard's quote bar: one a day, the same all day (content/hi/daily-quotes.ts has as many, in the same order). */
export const DAILY_QUOTES = [
  "Slow is also a direction.",
  "Breathe in what steadies you; breathe out what you no longer need to carry.",
  "Small, kind habits grow into a calm life.",
  "Your body keeps the rhythm; you only need to listen.",
  "Rest is part of the practice, not a break from it.",
  "Notice one good thing before the day moves on.",
  "A warm meal, an early night, a gentle walk: begin there.",
] as const;

/** The quote of the person's calendar day ("YYYY-MM-DD" in their zone) from a language's list: it changes at their midnight. */
export function quoteOfTheDay(day: string, quotes: readonly string[] = DAILY_QUOTES): string {
  const index = Math.floor(Date.parse(`${day}T00:00:00Z`) / 86_400_000);
  return quotes[index % quotes.length] ?? quotes[0] ?? "";
}
