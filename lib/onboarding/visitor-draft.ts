/**
 * The visitor's onboarding draft: what someone chose on / before they had an account. It lives
 * in localStorage under a versioned key until signup or login saves it to the account. Pure and
 * free of schema libraries, so it costs the landing page almost nothing; the server checks the
 * same shape again with zod (lib/validations/visitor-onboarding.ts) before storing it.
 */
import type { OnboardingPick, OnboardingTrack } from "@/lib/scoring/types";

/** Bump when the stored shape changes: an old draft is then simply not found. */
const VISITOR_DRAFT_VERSION = 1;
export const VISITOR_DRAFT_KEY = `jtp:visitor-onboarding:v${VISITOR_DRAFT_VERSION}`;

export const ONBOARDING_PICKS = ["health", "sleep", "stress", "other"] as const satisfies readonly OnboardingPick[];
export const ONBOARDING_TRACKS = ["balance", "sleep", "stress"] as const satisfies readonly OnboardingTrack[];

/** Questions per track (docs/decisions/0000-the-original-app.md §9). */
export const TRACK_STEPS = 3;
/** Stage 0 is q0, 1..3 the track's questions, 4 the save screen. */
export const SAVE_STAGE = TRACK_STEPS + 1;

export type VisitorDraft = {
  stage: number;
  q0: OnboardingPick[];
  /** Option ids keyed '{flow}-q{step}', e.g. 'sleep-q2'. */
  answers: Record<string, string>;
  flow: OnboardingTrack | null;
};

export const EMPTY_DRAFT: VisitorDraft = { stage: 0, q0: [], answers: {}, flow: null };

export function answerKey(flow: OnboardingTrack, step: number): string {
  return `${flow}-q${step}`;
}

const ANSWER_KEY = /^(balance|sleep|stress)-q[1-3]$/;

/** A draft read back from storage, or null when it is not one (old version, hand-edited, broken). */
export function parseVisitorDraft(raw: unknown): VisitorDraft | null {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return null;
  const { stage, q0, answers, flow } = raw as Record<string, unknown>;
  if (typeof stage !== "number" || !Number.isInteger(stage) || stage < 0 || stage > SAVE_STAGE) return null;
  if (!Array.isArray(q0) || !q0.every((p) => (ONBOARDING_PICKS as readonly unknown[]).includes(p))) return null;
  if (flow !== null && !(ONBOARDING_TRACKS as readonly unknown[]).includes(flow)) return null;
  if (typeof answers !== "object" || answers === null || Array.isArray(answers)) return null;
  const entries = Object.entries(answers);
  if (!entries.every(([key, value]) => ANSWER_KEY.test(key) && typeof value === "string" && value.length <= 64)) return null;
  return {
    stage,
    q0: [...new Set(q0 as OnboardingPick[])],
    answers: Object.fromEntries(entries) as Record<string, string>,
    flow: flow as OnboardingTrack | null,
  };
}

/** True when the draft holds something worth keeping on the account. */
export function draftHasChoices(draft: VisitorDraft): boolean {
  return draft.q0.length > 0 || Object.keys(draft.answers).length > 0;
}

type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function storage(): StorageLike | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The stored draft, or null; private mode and broken JSON mean no draft. */
export function readVisitorDraft(store: StorageLike | null = storage()): VisitorDraft | null {
  try {
    const text = store?.getItem(VISITOR_DRAFT_KEY);
    return text ? parseVisitorDraft(JSON.parse(text)) : null;
  } catch {
    return null;
  }
}

export function writeVisitorDraft(draft: VisitorDraft, store: StorageLike | null = storage()): void {
  try {
    store?.setItem(VISITOR_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // A full or blocked storage only means the draft does not survive a reload.
  }
}

export function clearVisitorDraft(store: StorageLike | null = storage()): void {
  try {
    store?.removeItem(VISITOR_DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}
