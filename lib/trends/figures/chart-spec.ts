/**
 * What a trend chart draws, as plain data: the server builds it (so the numbers and words are
 * decided once, beside the table that reads the same points) and the chart module only draws it.
 */
type TrendSeries = {
  key: string;
  name: string;
  color: string;
  /** Drawn as a line (default) or a stacked bar. */
  mark?: "line" | "bar";
  /** A dash pattern, so lines differ by more than colour. */
  dash?: string;
};

type TrendArea = { from: number; to: number; label: string; fill: string };

export type TrendChartSpec = {
  type: "trend";
  /** One row per point: `label` is the x axis, the series keys are the values. */
  data: ({ label: string } & Record<string, number | string>)[];
  series: TrendSeries[];
  yDomain: [number, number];
  yTicks?: number[];
  /** Shown after a value in the tooltip ("%", " of 21" for GAD-7). */
  unit?: string;
  /** Bars side by side instead of stacked (a comparison, not parts of a whole). */
  grouped?: boolean;
  /** Bands drawn behind the lines, named beside the plot. */
  areas?: TrendArea[];
};

export type ElementDaysSpec = {
  type: "elements";
  /** Every day of the window, oldest first; `row` is the element's place on the y axis, or null. */
  days: { label: string; row: number | null; color: string | null; name: string | null }[];
  rows: { name: string; color: string }[];
};

export type ChartSpec = TrendChartSpec | ElementDaysSpec;

/** A table that says what the chart shows, for screen readers and anyone who prefers numbers. */
export type TrendTable = { caption: string; columns: string[]; rows: string[][] };

/** One assessment's trend as the report shows it: the chart, the table that reads it, and a latest line. */
export type TrendFigureData = { title: string; chart: TrendChartSpec; table: TrendTable; latest: string };
