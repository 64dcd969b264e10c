import type { z } from "zod";
import type { TrendFigureData } from "@/lib/trends/figures/chart-spec";
import type { FigureWords } from "@/lib/trends/figures/figure-words";
import type { Point } from "@/lib/trends/read";
import { DOSHA_CODES, DOSHA_NAMES, DOSHA_OF_CODE, DOSHA_ORDER, type DoshaCode } from "@/lib/scoring";
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
type ResultReading<Result> = {
  /** The short "what is this" sentence, for invitations and for results that do not parse. */
  about: () => string;
  /** Plain-language meaning of a parsed stored result (a method, so the registry type-checks). */
  meaning(result: Result): ResultMeaning;
};

/**
 * How results of one kind read over time on the report: the trend's title, the values a point
 * takes from a parsed stored result (null leaves the row out), and the figure of the points.
 * Methods, so a registry of instruments with different values still type-checks.
 */
export type InstrumentTrend<Result, Values> = {
  title: string;
  read(result: Result): Values | null;
  /** The figure from at least two points, oldest first; `labels` are the chart's short dates, `dates` the table's, `words` its language's. */
  figure(points: Point<Values>[], labels: string[], dates: string[], words: FigureWords): TrendFigureData;
  /**
   * How the values moved from the first result to the latest, in plain words and without judging
   * the change (Insights: "How your reflections moved"). Only the kinds people retake to follow
   * their balance have one; Insights lists exactly those.
   */
  movement?(first: Values, latest: Values): string;
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
  /** Where the chain goes once a submission is saved (docs/decisions/0000-the-original-app.md §4). */
  next: string;
  /** What a submission's `answers` must look like, checked against the content. */
  answers: z.ZodType<Answers>;
  /**
   * What is saved of a result: codes, numbers, flags and bands, never sentences (those come from
   * content/ when shown, through `summary` and `reads`). Parsing drops every other field. The one
   * place a stored result is parsed is `parseStoredResult` (./index.ts): `summary`, `reads` and
   * `trend` receive what it parsed, never the raw column.
   */
  stored: z.ZodType<Result>;
  /**
   * The server's own result for validated answers: the scorer's whole result (its sentence
   * fields included, for callers of lib/scoring) plus the stored fields; only `stored` is saved.
   * Throws RangeError on impossible values.
   */
  score: (answers: Answers) => Result;
  /**
   * A result saved in the first shape (sentences among the fields, RESULT_SHAPE 1), mapped onto
   * the stored one; `stored` then checks it. Absent when the first shape already holds it.
   */
  fromFirstShape?: (old: StoredResult) => unknown;
  /** A short line for a parsed stored result, as the dashboard and report list it. */
  summary(result: Result): string;
  /** How its result reads on the report; null when the report shows it its own way (body type). */
  reads: ResultReading<Result> | null;
  /** Its trend on the report ("How you have changed"). */
  trend: InstrumentTrend<Result, unknown>;
  /** Lines every client must show beside a result (GAD-7: where to find urgent help). */
  help?: () => readonly string[];
};

/** Any instrument of kind K, whatever its answers and result: what the registry holds. */
export type RegisteredInstrument<K extends AssessmentKind> = Omit<Instrument<K, unknown, unknown>, "answers" | "score" | "stored"> & {
  answers: z.ZodType;
  stored: z.ZodType;
  score: (answers: never) => unknown;
};

/** Lenient reading of a stored result: old rows may lack fields, so nothing is assumed. */
export type StoredResult = Record<string, unknown>;

export const asObject = (value: unknown): StoredResult => (typeof value === "object" && value !== null ? (value as StoredResult) : {});

/** The code of a dosha name as the first result shape wrote it ("Vata", any case), else undefined. */
export const codeOfName = (name: string): DoshaCode | undefined =>
  DOSHA_ORDER.map((d) => DOSHA_CODES[d]).find((code) => DOSHA_NAMES[DOSHA_OF_CODE[code]].toLowerCase() === name.trim().toLowerCase());

/** "a", "a and b", "a, b and c". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}
