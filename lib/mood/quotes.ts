/** Short lines for the dashboard's quote bar: one a day, the same all day. */
export const DAILY_QUOTES = [
  "Slow is also a direction.",
  "Breathe in what steadies you; breathe out what you no longer need to carry.",
  "Small, kind habits grow into a calm life.",
  "Your body keeps the rhythm; you only need to listen.",
  "Rest is part of the practice, not a break from it.",
  "Notice one good thing before the day moves on.",
  "A warm meal, an early night, a gentle walk: begin there.",
] as const;

/** The quote of a given day (UTC day number, so server and client agree). */
export function quoteOfTheDay(now = new Date()): string {
  const day = Math.floor(now.getTime() / 86_400_000);
  return DAILY_QUOTES[day % DAILY_QUOTES.length] ?? DAILY_QUOTES[0];
}
