/**
 * A report trend for each assessment kind: the chart spec and the table that reads the same points,
 * with a short summary line. Each kind's title and figure are its instrument's `trend`
 * (lib/assessments/instruments); built on the server, so the chart module only draws.
 */
import { ASSESSMENT_KINDS, INSTRUMENTS, type AssessmentKind } from "@/lib/assessments/instruments";
import type { Point } from "@/lib/trends/read";
import type { TrendPoint } from "@/lib/trends/assessment-series";
import { formatLocalDate } from "@/lib/time/format";
import type { TrendFigureData } from "./chart-spec";
import { pointLabels } from "./point-labels";

export type { TrendFigureData } from "./chart-spec";

/** The order the report lists trends in: the registry's (the body type first, then the chain). */
export const TREND_KINDS = ASSESSMENT_KINDS;

/** The trend figure of one kind from its points (at least one, oldest first), dated in the person's zone. */
export function assessmentFigure<K extends AssessmentKind>(kind: K, points: TrendPoint<K>[], timeZone: string): TrendFigureData {
  const dates = points.map((p) => formatLocalDate(p.at, timeZone));
  const figure = INSTRUMENTS[kind].trend.figure as (points: Point<unknown>[], labels: string[], dates: string[]) => TrendFigureData;
  return figure(
    points,
    pointLabels(
      points.map((p) => p.at),
      timeZone,
    ),
    dates,
  );
}
