import { getTranslations } from "next-intl/server";
import type { ChartSpec, TrendTable } from "@/lib/trends/figures/chart-spec";
import { LazyChart } from "./lazy-chart";

type Props = {
  /** Unique on the page: the heading's id and the test id's suffix. */
  id: string;
  title: string;
  /** One line in words: what the latest point says. */
  summary?: string;
  /** Null when there is not enough yet to draw a trend: `empty` is shown instead. */
  chart: ChartSpec | null;
  table: TrendTable | null;
  empty: string;
  height?: number;
  /** The heading's level under the page's own outline (3 on the report, 4 inside the Mood tab). */
  level?: 3 | 4;
};

/**
 * One trend: its heading, a line in words, the chart (fetched lazily) and the same figures as a
 * table behind "Show as table", which works without JavaScript and is what a screen reader reads.
 */
export function TrendFigure({ id, title, summary, chart, table, empty, height, level = 3 }: Props) {
  const headingId = `trend-${id}-title`;
  const Heading = level === 3 ? "h3" : "h4";
  return (
    <section aria-labelledby={headingId} data-testid={`trend-${id}`} className="rounded-3xl border border-line bg-white/80 p-4 shadow-sm sm:p-6">
      <Heading id={headingId} className="text-xl text-ink">
        {title}
      </Heading>
      {chart ? (
        <>
          {summary && <p className="mt-1 leading-relaxed text-muted">{summary}</p>}
          <div className="mt-4">
            <LazyChart spec={chart} height={height} />
          </div>
        </>
      ) : (
        <p className="mt-2 leading-relaxed text-muted" data-testid="trend-empty">
          {empty}
        </p>
      )}
      {chart && table && <TableView title={title} table={table} />}
    </section>
  );
}

/** The toggle's words in the page's language (the Trends catalogue). */
async function TableView({ title, table }: { title: string; table: TrendTable }) {
  const t = await getTranslations("Trends");
  return (
    <details className="group mt-3">
      <summary className="inline-flex min-h-11 cursor-pointer list-none [&::-webkit-details-marker]:hidden items-center rounded-full px-1 font-semibold text-accent-dark underline-offset-4 hover:underline">
        <span aria-hidden="true" className="mr-2 inline-block transition-transform group-open:rotate-90 motion-reduce:transition-none">
          ▸
        </span>
        <span className="group-open:hidden">{t("showTable")}</span>
        <span className="hidden group-open:inline">{t("hideTable")}</span>
        <span className="sr-only">: {title}</span>
      </summary>
      <div className="mt-2 overflow-x-auto" tabIndex={0} role="region" aria-label={t("tableRegion", { title })}>
        <table className="w-full border-collapse text-left text-sm" data-testid="trend-table">
          <caption className="mb-2 text-left text-muted">{table.caption}</caption>
          <thead>
            <tr>
              {table.columns.map((column) => (
                <th key={column} scope="col" className="border-b border-line px-2 py-2 font-semibold text-ink">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, r) => (
              <tr key={r} className="border-b border-line/60 last:border-0">
                {row.map((cell, c) =>
                  c === 0 ? (
                    <th key={c} scope="row" className="px-2 py-2 font-normal whitespace-nowrap text-ink">
                      {cell}
                    </th>
                  ) : (
                    <td key={c} className="px-2 py-2 text-ink">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
