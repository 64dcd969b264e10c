/**
 * What the suggestion rule knows about a person, read from what the app already stores: their
 * landing-page choices, their body type, their current balance (Vikriti), their latest mood
 * check and the season where they live. Pure and lenient: a missing or unreadable part is simply no signal.
 */
import { bodyTypeView } from "@/lib/assessments/body-type";
import { parseStoredResult } from "@/lib/assessments/instruments";
import type { VisitorOnboardingContent } from "@/lib/content/schemas/visitor-onboarding";
import { answerKey, ONBOARDING_TRACKS, TRACK_STEPS } from "@/lib/onboarding/visitor-draft";
import type { DoshaCode } from "@/lib/scoring/doshas";
import type { OnboardingTrack } from "@/lib/scoring/types";
import { provokedIn } from "@/lib/season/dosha-course";
import { seasonNow, type Ritu } from "@/lib/season";
import { SUGGESTION_AREAS, type MoodSign, type SuggestionArea } from "./vocabulary";

export type { MoodSign } from "./vocabulary";

/** A mood check older than this no longer says how someone is, so it stops steering suggestions. */
const MOOD_SIGNAL_MS = 48 * 60 * 60 * 1000;
/** A slider at or past this (of 1-5) counts as a sign: a busy mind, a heavy body, feeling warm. */
const MOOD_SIGN_HIGH = 4;
/** A temperature at or under this counts as feeling cold. */
const MOOD_SIGN_COLD = 2;

/** When no answer of the track named a practice, the one that suits the track best. */
const TRACK_DEFAULT_HABIT: Readonly<Record<OnboardingTrack, string>> = {
  balance: "morning-rhythm",
  sleep: "restful-sleep",
  stress: "steady-breath",
};

export type PersonSignals = {
  /** The landing-page track and the practices its answers named, with how many answers named each. */
  answered: { track: OnboardingTrack; habits: ReadonlyMap<string, number> } | null;
  /** Areas chosen on the landing page, in their listed order. */
  areas: readonly SuggestionArea[];
  /** The body type's doshas in dominance order; empty for a balanced VPK type or none. */
  bodyType: readonly DoshaCode[];
  /** Doshas of the current imbalance (over Vikriti's line), strongest first; empty when none. */
  imbalance: readonly DoshaCode[];
  /** Signs of a recent mood check (see MOOD_SIGNAL_MS); empty when there is none. */
  mood: readonly MoodSign[];
  /** The ritu of the person's day in their hemisphere and the dosha it provokes (docs/decisions/0049-season-and-day.md); null when unknown. */
  season: { ritu: Ritu; provokes: DoshaCode | null } | null;
};

export const NO_SIGNALS: PersonSignals = { answered: null, areas: [], bodyType: [], imbalance: [], mood: [], season: null };

type Preferences = { areas: readonly string[]; track: string; answers: Readonly<Record<string, string>> };
type MoodCheckMark = { mind: number; body: number; temperature: number; createdAt: Date };

/** The practices the track's answers name, each with how many answers named it; the track's default when none did. */
export function answeredHabits(preferences: Preferences, content: VisitorOnboardingContent): PersonSignals["answered"] {
  const track = (ONBOARDING_TRACKS as readonly string[]).includes(preferences.track) ? (preferences.track as OnboardingTrack) : null;
  if (!track) return null;
  const habits = new Map<string, number>();
  for (let step = 1; step <= TRACK_STEPS; step++) {
    const chosen = preferences.answers[answerKey(track, step)];
    const habit = content.tracks[track][step - 1]?.options.find((o) => o.id === chosen)?.habit;
    if (habit) habits.set(habit, (habits.get(habit) ?? 0) + 1);
  }
  if (habits.size === 0) habits.set(TRACK_DEFAULT_HABIT[track], 1);
  return { track, habits };
}

/** The signs of the newest mood check when it is recent enough, else none. */
export function moodSigns(check: MoodCheckMark | null | undefined, now: Date): MoodSign[] {
  if (!check || now.getTime() - check.createdAt.getTime() > MOOD_SIGNAL_MS) return [];
  const signs: MoodSign[] = [];
  if (check.mind >= MOOD_SIGN_HIGH) signs.push("busy-mind");
  if (check.body >= MOOD_SIGN_HIGH) signs.push("heavy-body");
  if (check.temperature >= MOOD_SIGN_HIGH) signs.push("running-warm");
  if (check.temperature <= MOOD_SIGN_COLD) signs.push("feeling-cold");
  return signs;
}

/** The doshas of a stored Vikriti result that are over the line, strongest first. */
export function imbalanceOf(vikritiResult: unknown): DoshaCode[] {
  return [...(parseStoredResult("vikriti", vikritiResult)?.high ?? [])];
}

/** The body type's doshas from a stored onboarding result: "PV" → [P, V]; a balanced "VPK" leans nowhere. */
export function bodyTypeDoshas(onboardingResult: unknown): DoshaCode[] {
  const parsed = parseStoredResult("onboarding", onboardingResult);
  if (!parsed) return [];
  const { code } = bodyTypeView(parsed);
  return code.length >= 3 ? [] : ([...code] as DoshaCode[]);
}

export type SignalSources = {
  /** The landing-page choices saved on the account, or null. */
  preferences: Preferences | null;
  /** The newest stored onboarding (body type) result. */
  onboardingResult: unknown;
  /** The newest stored Vikriti result. */
  vikritiResult: unknown;
  /** The newest mood check. */
  latestCheck: MoodCheckMark | null | undefined;
  /** The person's time zone, which gives their day and hemisphere for the season; null leaves the season out. */
  timeZone: string | null;
};

/** The season of the person's day, and the dosha it provokes. */
function seasonSignal(timeZone: string | null, now: Date): PersonSignals["season"] {
  if (!timeZone) return null;
  const { ritu } = seasonNow(timeZone, now);
  return { ritu, provokes: provokedIn(ritu) };
}

/** Everything the rule reads, from what is stored. */
export function personSignals(sources: SignalSources, content: VisitorOnboardingContent, now: Date): PersonSignals {
  const { preferences } = sources;
  return {
    answered: preferences ? answeredHabits(preferences, content) : null,
    areas: SUGGESTION_AREAS.filter((area) => preferences?.areas.includes(area)),
    bodyType: bodyTypeDoshas(sources.onboardingResult),
    imbalance: imbalanceOf(sources.vikritiResult),
    mood: moodSigns(sources.latestCheck, now),
    season: seasonSignal(sources.timeZone, now),
  };
}
