/**
 * Which practice to suggest first from what someone chose on the landing page: each answer of
 * their track names a habit (content/visitor-onboarding.ts); the first one that exists in the
 * library wins, else the track's own default. Pure, for the dashboard's first suggestion.
 */
import type { VisitorOnboardingContent } from "@/lib/content/schemas/visitor-onboarding";
import type { OnboardingTrack } from "@/lib/scoring/types";
import { answerKey, TRACK_STEPS } from "./visitor-draft";

/** When no answer was given, the practice that suits each track best. */
export const TRACK_DEFAULT_HABIT: Readonly<Record<OnboardingTrack, string>> = {
  balance: "morning-rhythm",
  sleep: "restful-sleep",
  stress: "steady-breath",
};

type Preferences = { track: string; answers: Readonly<Record<string, string>> };

/** Habit slugs the answers point to, in question order, then the track's default; no repeats. */
export function suggestedHabitSlugs(preferences: Preferences, content: VisitorOnboardingContent): string[] {
  const track = (Object.hasOwn(TRACK_DEFAULT_HABIT, preferences.track) ? preferences.track : "stress") as OnboardingTrack;
  const slugs: string[] = [];
  for (let step = 1; step <= TRACK_STEPS; step++) {
    const chosen = preferences.answers[answerKey(track, step)];
    const habit = content.tracks[track][step - 1]?.options.find((o) => o.id === chosen)?.habit;
    if (habit) slugs.push(habit);
  }
  slugs.push(TRACK_DEFAULT_HABIT[track]);
  return [...new Set(slugs)];
}

/** The first suggested habit that exists in `available`, or null. */
export function firstSuggestedHabit(preferences: Preferences | null, content: VisitorOnboardingContent, available: readonly string[]): string | null {
  if (!preferences) return null;
  return suggestedHabitSlugs(preferences, content).find((slug) => available.includes(slug)) ?? null;
}
