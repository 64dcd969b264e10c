/**
 * The suggestion rule: which practices to offer this person first, and one reason for each.
 * Pure: the same person and library always give the same order.
 *
 * Each habit scores what it suits (content/habits/catalogue.ts, `suits`) against what is known
 * about the person (./signals.ts). How they feel now weighs most, then what is out of balance and
 * what they told us, then the areas they chose, then their constitution:
 * - a sign of their latest mood check (a busy mind, a heavy body, feeling warm or cold): 4 each;
 * - the season provoking the dosha of their current imbalance: 3.5 (the imbalance and the season
 *   together), or provoking their body type's leading dosha: 2 (docs/decisions/0049-season-and-day.md);
 * - the current imbalance: 3 for its strongest dosha, 2 for another one over the line;
 * - named by their landing-page answers: 3, and 1 more for each further answer naming it
 *   (the track's default practice, when no answer named one, counts once);
 * - serving an area they chose: 1.5;
 * - suiting their body type: 1 for its leading dosha, 0.5 for the second.
 * Higher totals come first; equal ones keep library order. The reason shown is the part that
 * weighed most (on a tie, in the order listed above), so the line says what really decided it.
 */
import type { DoshaCode } from "@/lib/scoring/doshas";
import type { OnboardingTrack } from "@/lib/scoring/types";
import type { Ritu } from "@/lib/season";
import type { PersonSignals } from "./signals";
import type { MoodSign, SuggestionArea } from "./vocabulary";

/** What a habit is good for. */
export type HabitFit = {
  /** Doshas it helps settle. */
  doshas: readonly DoshaCode[];
  /** Landing-page areas it serves. */
  areas: readonly SuggestionArea[];
  /** Mood signs it answers. */
  moods: readonly MoodSign[];
};

export type SuggestionReason =
  | { kind: "mood"; sign: MoodSign }
  | { kind: "season"; ritu: Ritu; dosha: DoshaCode }
  | { kind: "imbalance"; dosha: DoshaCode }
  | { kind: "answers"; track: OnboardingTrack }
  | { kind: "area"; area: SuggestionArea }
  | { kind: "body-type"; dosha: DoshaCode; leading: boolean };

const SUGGESTION_WEIGHTS = {
  mood: 4,
  seasonImbalance: 3.5,
  seasonBodyType: 2,
  imbalance: 3,
  otherImbalance: 2,
  answers: 3,
  repeatedAnswer: 1,
  area: 1.5,
  bodyType: 1,
  secondBodyType: 0.5,
} as const;

export type Suggestion<T> = { habit: T; score: number; why: SuggestionReason | null };

type Part = { weight: number; why: SuggestionReason };

/** Every part of the person's signals that this habit answers, in the order reasons are preferred. */
function partsFor(slug: string, fit: HabitFit | undefined, person: PersonSignals): Part[] {
  const W = SUGGESTION_WEIGHTS;
  const parts: Part[] = [];
  if (fit) for (const sign of person.mood) if (fit.moods.includes(sign)) parts.push({ weight: W.mood, why: { kind: "mood", sign } });
  const provoked = person.season?.provokes;
  if (fit && person.season && provoked && fit.doshas.includes(provoked)) {
    const weight = person.imbalance.includes(provoked) ? W.seasonImbalance : person.bodyType[0] === provoked ? W.seasonBodyType : 0;
    if (weight > 0) parts.push({ weight, why: { kind: "season", ritu: person.season.ritu, dosha: provoked } });
  }
  if (fit)
    person.imbalance.forEach((dosha, i) => {
      if (fit.doshas.includes(dosha)) parts.push({ weight: i === 0 ? W.imbalance : W.otherImbalance, why: { kind: "imbalance", dosha } });
    });
  const named = person.answered?.habits.get(slug) ?? 0;
  if (person.answered && named > 0) parts.push({ weight: W.answers + W.repeatedAnswer * (named - 1), why: { kind: "answers", track: person.answered.track } });
  const area = fit && person.areas.find((a) => fit.areas.includes(a));
  if (area) parts.push({ weight: W.area, why: { kind: "area", area } });
  if (fit)
    person.bodyType.slice(0, 2).forEach((dosha, i) => {
      if (fit.doshas.includes(dosha)) parts.push({ weight: i === 0 ? W.bodyType : W.secondBodyType, why: { kind: "body-type", dosha, leading: i === 0 } });
    });
  return parts;
}

/**
 * The habits in the order to suggest them to this person, each with its score and the reason
 * that weighed most (null when nothing about the person points to it). `fits` says what each
 * habit suits, by slug; the input order is the library order that breaks ties.
 */
export function rankPractices<T extends { slug: string }>(
  habits: readonly T[],
  fits: Readonly<Record<string, HabitFit>>,
  person: PersonSignals,
): Suggestion<T>[] {
  return habits
    .map((habit, order) => {
      const parts = partsFor(habit.slug, Object.hasOwn(fits, habit.slug) ? fits[habit.slug] : undefined, person);
      const score = parts.reduce((sum, p) => sum + p.weight, 0);
      // reduce keeps the earlier part on a tie: parts come in the preferred order.
      const top = parts.reduce<Part | null>((best, p) => (best && best.weight >= p.weight ? best : p), null);
      return { habit, score, why: top?.why ?? null, order };
    })
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ habit, score, why }) => ({ habit, score, why }));
}
