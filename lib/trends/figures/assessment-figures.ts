/**
 * A report trend for each assessment kind: the chart spec and the table that reads the same points,
 * with a short summary line. Each kind's title and figure are its instrument's `trend`
 * (lib/assessments/instruments); built on the server, in the person's language, so the chart
 * module only draws.
 */
import { ASSESSMENT_KINDS, INSTRUMENTS, type AssessmentKind } from "@/lib/assessments/instruments";
import type { Locale } from "@/lib/i18n/locales";
import { formatDateIn } from "@/lib/time/format-in-locale";
import type { Point } from "@/lib/trends/read";
import type { TrendPoint } from "@/lib/trends/assessment-series";
import type { TrendFigureData } from "./chart-spec";
import { figureWordsIn, type FigureWords } from "./figure-words";
import { pointLabels } from "./point-labels";

export type { TrendFigureData } from "./chart-spec";

/** The order the report lists trends in: the registry's (the body type first, then the chain). */
export const TREND_KINDS = ASSESSMENT_KINDS;

type Figure = (points: Point<unknown>[], labels: string[], dates: string[], words: FigureWords) => TrendFigureData;

/** The trend figure of one kind from its points (at least one, oldest first), dated in the person's zone and language. */
export function assessmentFigure<K extends AssessmentKind>(kind: K, points: TrendPoint<K>[], timeZone: string, locale: Locale = "en"): TrendFigureData {
  const dates = points.map((p) => formatDateIn(locale, p.at, timeZone));
  const labels = pointLabels(
    points.map((p) => p.at),
    timeZone,
    locale,
  );
  return (INSTRUMENTS[kind].trend.figure as Figure)(points, labels, dates, figureWordsIn(locale));
}
