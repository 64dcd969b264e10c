/** The Mood tab's two trends as chart specs and tables, from lib/trends' mood series. */
import { ELEMENT_INFO, MOOD_ELEMENTS } from "@/lib/mood/elements";
import { formatDay, formatDayShort } from "@/lib/time/format";
import type { ElementDay, GunaDay } from "@/lib/trends/mood-series";
import type { ElementDaysSpec, TrendChartSpec, TrendTable } from "./chart-spec";
import { TREND_COLORS, TREND_DASHES } from "./palette";

/** Elements by day: every day of the window on the chart; only the chosen days in the table. */
export function elementDaysFigure(days: readonly ElementDay[]): { chart: ElementDaysSpec; table: TrendTable } | null {
  const chosen = days.filter((d) => d.element !== null);
  if (chosen.length === 0) return null;
  return {
    chart: {
      type: "elements",
      rows: MOOD_ELEMENTS.map((name) => ({ name: ELEMENT_INFO[name].label, color: ELEMENT_INFO[name].color })),
      days: days.map((d) => ({
        label: formatDayShort(d.day),
        row: d.element ? MOOD_ELEMENTS.indexOf(d.element) : null,
        color: d.element ? ELEMENT_INFO[d.element].color : null,
        name: d.element ? ELEMENT_INFO[d.element].label : null,
      })),
    },
    table: {
      caption: "The element you chose on each day of the last 30 days (days without one are left out)",
      columns: ["Day", "Element"],
      rows: chosen.map((d) => [formatDay(d.day), `${ELEMENT_INFO[d.element!].label} (${ELEMENT_INFO[d.element!].quality})`]),
    },
  };
}

/** Mood-check gunas by day: drawn once there are two days to compare. */
export function moodGunasFigure(days: readonly GunaDay[]): { chart: TrendChartSpec; table: TrendTable } | null {
  if (days.length < 2) return null;
  return {
    chart: {
      type: "trend",
      data: days.map((d) => ({ label: formatDayShort(d.day), sattva: d.sattva, rajas: d.rajas, tamas: d.tamas })),
      series: [
        { key: "sattva", name: "Sattva", color: TREND_COLORS.sattva, dash: TREND_DASHES.first },
        { key: "rajas", name: "Rajas", color: TREND_COLORS.rajas, dash: TREND_DASHES.second },
        { key: "tamas", name: "Tamas", color: TREND_COLORS.tamas, dash: TREND_DASHES.third },
      ],
      yDomain: [0, 100],
      yTicks: [0, 25, 50, 75, 100],
      unit: " of 100",
    },
    table: {
      caption: "Sattva, Rajas and Tamas from your mood checks, out of 100, averaged for each day with a check",
      columns: ["Day", "Sattva", "Rajas", "Tamas", "Checks"],
      rows: days.map((d) => [formatDay(d.day), String(d.sattva), String(d.rajas), String(d.tamas), String(d.checks)]),
    },
  };
}
