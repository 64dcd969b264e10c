/** GAD-7 anxiety questionnaire: seven items scored 0-3. */
import { GAD7_ITEM_COUNT, GAD7_ITEM_MAX, GAD7_MILD_MIN, GAD7_MODERATE_MIN, GAD7_SEVERE_MIN } from "./constants";
import { assertIntegerInRange } from "./numbers";
import type { Gad7Severity } from "./doshas";
import type { Gad7Result } from "./types";

/** Severity for a 0-21 total: 0-4 minimal, 5-9 mild, 10-14 moderate, 15-21 severe. */
export function gad7Severity(total: number): Gad7Severity {
  if (total >= GAD7_SEVERE_MIN) return "severe";
  if (total >= GAD7_MODERATE_MIN) return "moderate";
  if (total >= GAD7_MILD_MIN) return "mild";
  return "minimal";
}

/** Sum of exactly seven integer items 0-3 (total 0-21) with its severity band; throws RangeError otherwise. */
export function scoreGad7(items: readonly number[]): Gad7Result {
  // A partial GAD-7 is not a GAD-7 score, so refuse rather than under-count.
  if (!Array.isArray(items) || items.length !== GAD7_ITEM_COUNT) {
    throw new RangeError(`GAD-7 needs exactly ${GAD7_ITEM_COUNT} items`);
  }
  items.forEach((item, i) => assertIntegerInRange(item, 0, GAD7_ITEM_MAX, `GAD-7 item ${i + 1}`));
  const total = items.reduce((sum, item) => sum + item, 0);
  return { total, severity: gad7Severity(total) };
}
