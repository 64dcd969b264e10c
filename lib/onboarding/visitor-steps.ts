/**
 * The visitor flow's moves as pure functions (docs/decisions/0000-the-original-app.md §4): q0, then steps 1-3 of one track,
 * then the save screen; Skip for now from anywhere goes straight to save.
 */
import { onboardingTrack } from "@/lib/scoring/onboarding-track";
import type { OnboardingPick } from "@/lib/scoring/types";
import { answerKey, SAVE_STAGE, TRACK_STEPS, type VisitorDraft } from "./visitor-draft";

/** Adds or removes an area in q0 (multi-select). */
export function toggleArea(draft: VisitorDraft, pick: OnboardingPick): VisitorDraft {
  const q0 = draft.q0.includes(pick) ? draft.q0.filter((p) => p !== pick) : [...draft.q0, pick];
  return { ...draft, q0 };
}

/** Continue from q0: needs a pick; the track comes from the onboardingTrack rule. */
export function continueFromAreas(draft: VisitorDraft): VisitorDraft {
  if (draft.q0.length === 0) return draft;
  const flow = onboardingTrack(draft.q0);
  // Answers of another track no longer apply once the areas changed.
  const answers = Object.fromEntries(Object.entries(draft.answers).filter(([key]) => key.startsWith(`${flow}-`)));
  return { ...draft, flow, answers, stage: 1 };
}

/** The chosen option at a track step, if any. */
export function answerAt(draft: VisitorDraft, step: number): string | undefined {
  return draft.flow ? draft.answers[answerKey(draft.flow, step)] : undefined;
}

/** Picks an option; picking the selected one again clears it. */
export function chooseAnswer(draft: VisitorDraft, step: number, optionId: string): VisitorDraft {
  if (!draft.flow) return draft;
  const key = answerKey(draft.flow, step);
  const answers = { ...draft.answers };
  if (answers[key] === optionId) delete answers[key];
  else answers[key] = optionId;
  return { ...draft, answers };
}

/** Next (or Continue on the last step): only with an answer. */
export function nextStep(draft: VisitorDraft): VisitorDraft {
  if (draft.stage < 1 || draft.stage > TRACK_STEPS || !answerAt(draft, draft.stage)) return draft;
  return { ...draft, stage: draft.stage + 1 };
}

export function skipToSave(draft: VisitorDraft): VisitorDraft {
  return { ...draft, stage: SAVE_STAGE };
}

/** Progress of a track step: (step - 1) / 3. */
export function trackProgress(step: number): number {
  return (step - 1) / TRACK_STEPS;
}

/** A stored stage the flow can show: a track step without a track falls back to q0. */
export function resumableStage(draft: VisitorDraft): VisitorDraft {
  if (draft.stage >= 1 && draft.stage <= TRACK_STEPS && !draft.flow) return { ...draft, stage: 0 };
  return draft;
}

/**
 * Back: from a track step to the one before it (step 1 back to q0), and from the save screen to
 * the track's last question (or q0 when no track was chosen). q0 has nothing before it.
 */
export function previousStage(draft: VisitorDraft): VisitorDraft {
  if (draft.stage <= 0) return draft;
  if (draft.stage >= SAVE_STAGE) return { ...draft, stage: draft.flow ? TRACK_STEPS : 0 };
  return { ...draft, stage: draft.stage - 1 };
}
