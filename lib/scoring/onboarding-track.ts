/** Which guided track a person starts on, from what brought them here. */
import type { OnboardingPick, OnboardingTrack } from "./types";

const TRACK_FOR_PICK: Readonly<Record<OnboardingPick, OnboardingTrack>> = {
  health: "balance",
  sleep: "sleep",
  stress: "stress",
  other: "stress",
};

/** Exactly one distinct pick → its track (health → balance, other → stress); none or several → "stress". */
export function onboardingTrack(picks: readonly OnboardingPick[]): OnboardingTrack {
  // Unknown values are dropped so stale client data cannot pick a track that does not exist.
  const distinct = [...new Set(picks)].filter((p): p is OnboardingPick => Object.hasOwn(TRACK_FOR_PICK, p));
  const only = distinct.length === 1 ? distinct[0] : undefined;
  // Several concerns at once usually means overwhelm, which the stress track is built for.
  return only ? TRACK_FOR_PICK[only] : "stress";
}
