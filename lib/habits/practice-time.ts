/**
 * The own time of a guided practice (paced breath, timed practice, try-later), as content gives it
 * and as an answer may count it. Pure; no zod, so the client bundle stays small.
 */
export type BreathPattern = { in: number; hold: number; out: number; holdAfter: number };
export type PracticeStep = { text: string; seconds: number };

/** What a try-later answer may report at most: an afternoon's walk, not a day. */
export const REPORTED_SECONDS_MAX = 3 * 60 * 60;
/** What any answer may send: the longest timed practice content may hold (12 steps of 30 minutes). */
export const ANSWER_SECONDS_MAX = 12 * 30 * 60;

/** One round of the pattern, in seconds. */
export const roundSeconds = (p: BreathPattern) => p.in + p.hold + p.out + p.holdAfter;

/** The whole of a guided practice's own time, in seconds (0 for content without one). */
export function plannedSeconds(activity: {
  pattern?: BreathPattern | undefined;
  rounds?: number | undefined;
  steps?: readonly PracticeStep[] | undefined;
}): number {
  if (activity.pattern) return roundSeconds(activity.pattern) * (activity.rounds ?? 1);
  return (activity.steps ?? []).reduce((sum, step) => sum + step.seconds, 0);
}

/** "1 min 30 s", "45 s", "5 min": a length of time as a person reads it. */
function durationWords(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  if (minutes === 0) return `${rest} s`;
  return rest ? `${minutes} min ${rest} s` : `${minutes} min`;
}

/** What a guided practice's answer stores: the time given to it, in words. */
export function practisedLine(seconds: number): string {
  return seconds > 0 ? `Practised for ${durationWords(seconds)}` : "Moved on without the timer";
}
