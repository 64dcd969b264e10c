import type { z } from "zod";
import type { AssessmentKind } from "./kinds";

/**
 * What a result means, in plain words: a few sentences, for some kinds one line per part, and
 * closing sentences to read after those lines.
 */
export type ResultMeaning = {
  paragraphs: string[];
  details: { label: string; text: string }[];
  closing: string[];
};

/** How a saved result reads on the report: a "what is this" sentence and its meaning. */
export type ResultReading = {
  /** The short "what is this" sentence, for invitations and unreadable results. */
  about: () => string;
  /** Plain-language meaning of a stored result; a shape it cannot read falls back to `about`. */
  meaning: (result: unknown) => ResultMeaning;
};

/**
 * One assessment, whole: everything the app needs to show, validate, score, summarise and read
 * it, and where the chain goes next. Its questions and sentences stay in content/.
 */
export type Instrument<K extends AssessmentKind, Answers, Result> = {
  kind: K;
  /** The name shown on the dashboard and the report. */
  title: string;
  /** Key of its intro page copy in content/intros.ts (/intro/{introKey}). */
  introKey: K;
  /** Where to (re)take it from the dashboard and the report. */
  startPath: string;
  /** Where the chain goes once a submission is saved (spec section 4). */
  next: string;
  /** What a submission's `answers` must look like, checked against the content. */
  answers: z.ZodType<Answers>;
  /** The server's own result for validated answers; throws RangeError on impossible values. */
  score: (answers: Answers) => Result;
  /** A short line for a stored result, as the dashboard and report list it. */
  summary: (result: unknown) => string;
  /** How its result reads on the report; null when the report shows it its own way (body type). */
  reads: ResultReading | null;
  /** Lines every client must show beside a result (GAD-7: where to find urgent help). */
  help?: () => readonly string[];
};

/** Any instrument of kind K, whatever its answers and result: what the registry holds. */
export type RegisteredInstrument<K extends AssessmentKind> = Omit<Instrument<K, unknown, unknown>, "answers" | "score"> & {
  answers: z.ZodType;
  score: (answers: never) => unknown;
};

/** Lenient reading of a stored result: old rows may lack fields, so nothing is assumed. */
export type StoredResult = Record<string, unknown>;

export const asObject = (value: unknown): StoredResult =>
  typeof value === "object" && value !== null ? (value as StoredResult) : {};

/** The first of `options` equal to `value`, else null. */
export const oneOf = <T extends string>(options: readonly T[], value: unknown): T | null =>
  options.find((option) => option === value) ?? null;

/** "a", "a and b", "a, b and c". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}
