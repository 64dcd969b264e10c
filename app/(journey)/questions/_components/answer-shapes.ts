/**
 * What each questionnaire keeps while it is being answered, and how a stored draft is read back:
 * anything that no longer fits the content (an unknown option, a value off the scale, a missing
 * row) is dropped or reset, so a stale draft can never block a step or send an invalid answer.
 * Pure: no React, no content import (the content arrives as arguments).
 */

import { DOSHA_NAME_LIST, DOSHA_ORDER, type Dosha, type DoshaName, type Guna, type VikritiChoice } from "@/lib/scoring/doshas";

export type GunaValues = Record<Guna, number>;
/** A Vikriti row while answering: a dosha, "none" (None of these, chosen) or null (not answered yet). */
export type VikritiDraftRow = VikritiChoice | "none";

/** Option ids picked per question id (a single-choice question holds at most one). */
export type ChoiceAnswers = Record<string, string[]>;
/** A value per item id; an item with no entry is unanswered. */
export type ScaleAnswers = Record<string, number>;

export type ChoiceQuestionShape = {
  id: string;
  type: "single" | "multi";
  options: readonly { id: string; exclusive?: true }[];
};

const isDosha = (value: unknown): value is Dosha => (DOSHA_ORDER as readonly unknown[]).includes(value);
const isDoshaName = (value: unknown): value is DoshaName => (DOSHA_NAME_LIST as readonly unknown[]).includes(value);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isIntIn(value: unknown, min: number, max: number): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= min && value <= max;
}

/** Onboarding picks: only known options, no repeats, one at most for single choice. */
export function parseChoiceAnswers(raw: unknown, questions: readonly ChoiceQuestionShape[]): ChoiceAnswers | null {
  if (!isRecord(raw)) return null;
  const answers: ChoiceAnswers = {};
  for (const question of questions) {
    const picks = raw[question.id];
    if (!Array.isArray(picks)) continue;
    const known = new Set(question.options.map((o) => o.id));
    const kept = [...new Set(picks.filter((p): p is string => typeof p === "string" && known.has(p)))];
    const limited = question.type === "single" ? kept.slice(0, 1) : kept;
    if (limited.length > 0) answers[question.id] = limited;
  }
  return answers;
}

/** Prakriti rows: `rowCount` rows of distinct v/p/k codes, at most `maxPicks` each. */
export function parsePrakritiRows(raw: unknown, rowCount: number, maxPicks: number): Dosha[][] | null {
  if (!Array.isArray(raw)) return null;
  return Array.from({ length: rowCount }, (_, i) => {
    const row: unknown = raw[i];
    if (!Array.isArray(row)) return [];
    const codes = row.filter(isDosha);
    return [...new Set(codes)].slice(0, maxPicks);
  });
}

/** Vikriti rows: `rowCount` entries, each a dosha name, "none" or null (unanswered). */
export function parseVikritiRows(raw: unknown, rowCount: number): VikritiDraftRow[] | null {
  if (!Array.isArray(raw)) return null;
  return Array.from({ length: rowCount }, (_, i) => {
    const value: unknown = raw[i];
    if (value === "none") return "none";
    return isDoshaName(value) ? value : null;
  });
}

/** What the server takes for Vikriti: "None of these" and unanswered rows are both null. */
export function vikritiPayload(rows: readonly VikritiDraftRow[]): { rows: VikritiChoice[] } {
  return { rows: rows.map((row) => (row === "none" ? null : row)) };
}

/**
 * Scale values for `ids`: a whole number in [min, max] is kept; anything else becomes `fill`,
 * or stays unanswered when `fill` is undefined (GAD-7 has no default answer).
 */
export function parseScaleAnswers(raw: unknown, ids: readonly string[], min: number, max: number, fill?: number): ScaleAnswers | null {
  if (!isRecord(raw)) return null;
  const values: ScaleAnswers = {};
  for (const id of ids) {
    const value = raw[id];
    if (isIntIn(value, min, max)) values[id] = value;
    else if (fill !== undefined) values[id] = fill;
  }
  return values;
}

/** Guna sliders: each a whole number in [min, max], else the slider's default. */
export function parseGunaValues(raw: unknown, range: { min: number; max: number; defaultValue: number }): GunaValues | null {
  if (!isRecord(raw)) return null;
  const pick = (value: unknown) => (isIntIn(value, range.min, range.max) ? value : range.defaultValue);
  return { sattva: pick(raw.sattva), rajas: pick(raw.rajas), tamas: pick(raw.tamas) };
}

/** Every id at `value`: the starting answers of the ama and lifestyle sliders. */
export function filledScale(ids: readonly string[], value: number): ScaleAnswers {
  return Object.fromEntries(ids.map((id) => [id, value]));
}
