/** Tunable numbers for every instrument, kept in one place so a change is a one-line, reviewable diff. */
import type { Guna } from "./doshas";
import type { Percentages } from "./types";

/** Stored with every saved submission so old results can be re-read under the rules that made them.
 * 2: nourish ties among the tied food doshas only; an all-"none" Vikriti names no dosha. */
export const SCORING_VERSION = 2;

/** Fallback split when there is nothing to score; Vata gets the odd point so the three sum to 100. */
export const DEFAULT_PERCENTAGES: Readonly<Percentages> = { vPct: 34, pPct: 33, kPct: 33, total: 100 };

// doshaResult: the top dosha stands alone when it is at least this many times the second.
export const DOSHA_RESULT_SOLO_RATIO = 1.5;

// Prakriti: a single pick in a row is a clear signal (2 points); two picks share it (1 each).
export const PRAKRITI_SINGLE_PICK_POINTS = 2;
export const PRAKRITI_SHARED_PICK_POINTS = 1;
export const PRAKRITI_MAX_PICKS_PER_ROW = 2;

// Vikriti: points per choice, and the points at which a dosha counts as dominant.
export const VIKRITI_POINTS_PER_CHOICE = 2;
export const VIKRITI_DOMINANT_MIN = 10;

// Body type from percentages (all comparisons inclusive).
export const BODY_TYPE_TRI_MAX_SPREAD = 10;
export const BODY_TYPE_SINGLE_MIN_TOP = 45;
export const BODY_TYPE_SINGLE_MIN_GAP = 10;
export const BODY_TYPE_DUAL_MAX_GAP = 10;
export const BODY_TYPE_DUAL_MIN_SUM = 65;
export const BODY_TYPE_SUPPORT_MIN = 20;
/** How close to a line of the body-type rule (in points, inclusive) counts as a close call. */
export const CLOSE_CALL_MARGIN = 3;

// Onboarding: which questions drive the nourish plan and the sound-sleep plan.
export const NOURISH_QUESTION_IDS: readonly string[] = ["q15", "q17", "q18"];
export const SOUND_SLEEP_QUESTION_ID = "q16";

// Ama: per-dhatu totals at which a tissue is flagged, and how many flags make it systemic.
export const AMA_VALUE_MAX = 4;
export const AMA_MODERATE_MIN = 2;
export const AMA_HIGH_MIN = 4;
export const AMA_SYSTEMIC_MIN_FLAGS = 2;

// Lifestyle: answer value (0-4) → share of the item's weight; band floors per dosha.
export const LIFESTYLE_MULTIPLIERS: readonly number[] = [0, 0.25, 0.5, 0.75, 1];
export const LIFESTYLE_MODERATE_MIN = 10;
export const LIFESTYLE_SEVERE_MIN = 20;

// Guna: sliders 0-10 are scaled ×3 onto the 0-30 scale the bands were written for.
export const GUNA_SLIDER_MAX = 10;
export const GUNA_SCALE_FACTOR = 3;
export const GUNA_MODERATE_MIN = 12;
export const GUNA_HIGH_MIN = 24;

// GAD-7: item range and the standard severity floors.
export const GAD7_ITEM_COUNT = 7;
export const GAD7_ITEM_MAX = 3;
export const GAD7_MILD_MIN = 5;
export const GAD7_MODERATE_MIN = 10;
export const GAD7_SEVERE_MIN = 15;
/** The highest possible total (7 items × 3). */
export const GAD7_MAX_TOTAL = GAD7_ITEM_COUNT * GAD7_ITEM_MAX;

// Mood check: sliders 1-5; a slider at ACUTE_MIN means "right now is hard".
export const MOOD_SLIDER_MIN = 1;
export const MOOD_SLIDER_MAX = 5;
export const MOOD_ACUTE_MIN = 5;
export const MOOD_LOW_MAX = 2;
export const MOOD_MID = 3;
export const MOOD_RELIEF_HOT_TEMP_MIN = 4;
export const MOOD_GUNA_BASE: Readonly<Record<Guna, number>> = { sattva: 0.4, rajas: 0.35, tamas: 0.25 };
export const MOOD_MIND_DELTAS = {
  low: { sattva: 0.06, rajas: 0, tamas: 0 },
  mid: { sattva: 0.02, rajas: 0.02, tamas: 0.01 },
  high: { sattva: 0, rajas: 0.08, tamas: 0 },
} as const;
export const MOOD_BODY_DELTAS = {
  low: { sattva: 0.06, rajas: 0, tamas: 0 },
  mid: { sattva: 0.02, rajas: 0, tamas: 0.02 },
  high: { sattva: 0, rajas: 0, tamas: 0.07 },
} as const;
export const MOOD_TEMP_DELTAS = {
  low: { sattva: 0, rajas: 0, tamas: 0.05 },
  mid: { sattva: 0.02, rajas: 0.01, tamas: 0 },
  high: { sattva: 0, rajas: 0.07, tamas: 0 },
} as const;
/** calm = PIVOT − mind and ease = PIVOT − body, so a racing mind or heavy body (5) reads as 1 (docs/decisions/0026-mood-mini-stats-direction.md). */
export const MOOD_EASE_PIVOT = 6;

/** Shown in the UI after an acute mood check. */
export const HABIT_PAUSE_NOTE = "Habit progression is paused until you feel settled, or for 24 hours.";

// Report completeness: this many saved raw answers means the assessment was actually taken.
export const REPORT_MIN_RAW_ANSWER_KEYS = 8;

/** Prakriti with no pick in any row is no constitution (docs/decisions/0024-empty-answers-are-not-results.md): Finish waits for one. */
export const PRAKRITI_NEEDS_A_PICK = "Choose at least one answer";

/** A Vikriti with every row "none" (docs/decisions/0024-empty-answers-are-not-results.md): no leaning is named. */
export const VIKRITI_NO_IMBALANCE = "No clear imbalance right now";
