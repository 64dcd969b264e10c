"use client";

/**
 * The recharts module: imported only by LazyChart once a chart scrolls near the viewport, so
 * recharts and its dependencies never reach a page's first load. Charts are drawn for the eye;
 * the table beside each one carries the same figures for screen readers (so the SVG is hidden
 * from them and kept out of the tab order).
 */
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ReferenceArea, Scatter, ScatterChart, Tooltip, XAxis, YAxis, ZAxis } from "recharts";
import type { ChartSpec, ElementDaysSpec, TrendChartSpec } from "@/lib/trends/figures/chart-spec";

const INK = "#2c3531";
const MUTED = "#5f6b66";
const LINE = "#e6dccb";
const TICK = { fontSize: 12, fill: MUTED };
const MARGIN = { top: 12, right: 12, bottom: 4, left: 0 };

/** Draws one chart spec; `animate` is false when the person asked for reduced motion. */
export function ChartView({ spec, height, animate }: { spec: ChartSpec; height: number; animate: boolean }) {
  return spec.type === "trend" ? (
    <TrendChart spec={spec} height={height} animate={animate} />
  ) : (
    <ElementDaysChart spec={spec} height={height} animate={animate} />
  );
}

function TrendChart({ spec, height, animate }: { spec: TrendChartSpec; height: number; animate: boolean }) {
  const unit = spec.unit ?? "";
  // Band names sit outside the plot, on the right, where no point can cover them.
  const banded = Boolean(spec.areas?.length);
  const margin = banded ? { ...MARGIN, right: 64 } : MARGIN;
  // Bands fill the plot edge to edge; without bands the end points keep a little air.
  const padding = banded ? { left: 0, right: 0 } : { left: 14, right: 14 };
  return (
    <ComposedChart responsive accessibilityLayer={false} style={{ width: "100%", height }} data={spec.data} margin={margin}>
      {spec.areas?.map((area) => (
        <ReferenceArea
          key={area.label}
          y1={area.from}
          y2={area.to}
          fill={area.fill}
          fillOpacity={1}
          stroke="none"
          ifOverflow="hidden"
          label={{ value: area.label, position: "right", fontSize: 11, fill: INK }}
        />
      ))}
      <CartesianGrid stroke={LINE} strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="label" tick={TICK} tickLine={false} axisLine={{ stroke: LINE }} interval="preserveStartEnd" minTickGap={16} padding={padding} />
      <YAxis domain={spec.yDomain} ticks={spec.yTicks} tick={TICK} tickLine={false} axisLine={false} width={34} allowDecimals={false} />
      <Tooltip formatter={(value) => `${String(value)}${unit}`} contentStyle={{ borderRadius: 12, borderColor: LINE, fontSize: 13 }} />
      {/* In the series' own order (Vata, Pitta, Kapha), not alphabetical. */}
      {spec.series.length > 1 && <Legend iconType="plainline" itemSorter={null} wrapperStyle={{ fontSize: "0.8125rem", color: INK }} />}
      {spec.series.map((s) =>
        s.mark === "bar" ? (
          <Bar
            key={s.key}
            dataKey={s.key}
            name={s.name}
            fill={s.color}
            stackId={spec.grouped ? undefined : "stack"}
            maxBarSize={36}
            isAnimationActive={animate}
          />
        ) : (
          <Line
            key={s.key}
            dataKey={s.key}
            name={s.name}
            type="monotone"
            stroke={s.color}
            strokeWidth={2.5}
            strokeDasharray={s.dash}
            dot={{ r: 4, fill: s.color, strokeWidth: 0, clipDot: false }}
            activeDot={{ r: 6 }}
            isAnimationActive={animate}
          />
        ),
      )}
    </ComposedChart>
  );
}

function ElementDaysChart({ spec, height, animate }: { spec: ElementDaysSpec; height: number; animate: boolean }) {
  const points = spec.days.map((day, x) => ({ x, y: day.row, label: day.label, name: day.name }));
  const last = spec.days.length - 1;
  return (
    <ScatterChart responsive accessibilityLayer={false} style={{ width: "100%", height }} margin={{ ...MARGIN, left: 8 }}>
      <CartesianGrid stroke={LINE} strokeDasharray="3 3" />
      <XAxis
        type="number"
        dataKey="x"
        domain={[0, last]}
        ticks={[0, Math.round(last / 2), last]}
        tickFormatter={(x: number) => spec.days[x]?.label ?? ""}
        tick={TICK}
        tickLine={false}
        axisLine={{ stroke: LINE }}
        padding={{ left: 10, right: 10 }}
      />
      {/* A fixed, generous dot: one day in thirty must still be easy to see. */}
      <ZAxis range={[140, 140]} />
      <YAxis
        type="number"
        dataKey="y"
        domain={[-0.5, spec.rows.length - 0.5]}
        ticks={spec.rows.map((_, i) => i)}
        tickFormatter={(y: number) => spec.rows[y]?.name ?? ""}
        tick={TICK}
        tickLine={false}
        axisLine={false}
        width={64}
        reversed
      />
      <Tooltip
        cursor={false}
        content={({ payload }) => {
          const point = payload?.[0]?.payload as { label?: string; name?: string } | undefined;
          return point?.name ? (
            <p className="rounded-xl border border-line bg-white px-3 py-1.5 text-sm text-ink">
              {point.label}: {point.name}
            </p>
          ) : null;
        }}
      />
      {spec.rows.map((row, i) => (
        <Scatter key={row.name} name={row.name} data={points.filter((p) => p.y === i)} fill={row.color} isAnimationActive={animate} />
      ))}
    </ScatterChart>
  );
}
