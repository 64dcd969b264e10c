/** The suggestion rule over the app's own content: the library's fits and the landing-page answers. */
import { getHabitCatalogue } from "@/lib/content/habits";
import { getVisitorOnboarding } from "@/lib/content/visitor-onboarding";
import { rankPractices, type HabitFit, type Suggestion } from "./rule";
import { personSignals, type SignalSources } from "./signals";

let fits: Readonly<Record<string, HabitFit>> | undefined;

/** What each habit of the library suits, by slug (content/habits/catalogue.ts). */
function habitFits(): Readonly<Record<string, HabitFit>> {
  fits ??= Object.fromEntries(getHabitCatalogue().map((habit) => [habit.slug, habit.suits]));
  return fits;
}

/**
 * The habits (in library order) in the order to suggest them to the person the sources describe,
 * each with the reason that weighed most. Pure apart from reading the validated content.
 */
export function suggestPractices<T extends { slug: string }>(habits: readonly T[], sources: SignalSources, now: Date = new Date()): Suggestion<T>[] {
  return rankPractices(habits, habitFits(), personSignals(sources, getVisitorOnboarding(), now));
}
