import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { dailyContent } from "@/content/by-locale/daily";
import type { MoodElementName } from "@/lib/mood/elements";
import { formatMonthIn, weekdaysIn } from "@/lib/time/format-in-locale";
import type { MonthGrid } from "@/lib/mood/calendar";

const WEEKDAYS = [
  ["Mon", "Monday"],
  ["Tue", "Tuesday"],
  ["Wed", "Wednesday"],
  ["Thu", "Thursday"],
  ["Fri", "Friday"],
  ["Sat", "Saturday"],
  ["Sun", "Sunday"],
] as const;

/** A month as a table, each day coloured by the element chosen that day; today (the person's own) is marked. */
export async function MonthCalendar({
  grid,
  today,
  elements,
  hrefFor,
}: {
  grid: MonthGrid;
  today: string;
  elements: Map<string, MoodElementName>;
  hrefFor: (month: string) => string;
}) {
  const [locale, t] = await Promise.all([getLocale(), getTranslations("Journal")]);
  const ELEMENT_INFO = dailyContent(locale).elements;
  const weekdays = locale === "en" ? WEEKDAYS : weekdaysIn(locale);
  const label = formatMonthIn(locale, grid.month, grid.label);
  const arrow = "flex size-11 items-center justify-center rounded-full border border-line bg-white text-ink hover:bg-sand";
  return (
    <section aria-labelledby="calendar-title" className="rounded-3xl border border-line bg-white/85 p-4 shadow-sm sm:p-5">
      <div className="flex items-center justify-between gap-2">
        <Link href={hrefFor(grid.prev)} className={arrow} aria-label={t("previousMonth")} prefetch={false}>
          <span aria-hidden="true">‹</span>
        </Link>
        <h2 id="calendar-title" className="text-xl text-ink" aria-live="polite">
          {label}
        </h2>
        <Link href={hrefFor(grid.next)} className={arrow} aria-label={t("nextMonth")} prefetch={false}>
          <span aria-hidden="true">›</span>
        </Link>
      </div>
      <table className="mt-3 w-full table-fixed border-separate border-spacing-1 text-center" data-testid="calendar">
        <caption className="sr-only">{t("calendarCaption", { month: label })}</caption>
        <thead>
          <tr>
            {weekdays.map(([short, long]) => (
              <th key={short} scope="col" className="text-xs font-medium text-muted">
                <abbr title={long} className="no-underline">
                  {short}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.weeks.map((week, w) => (
            <tr key={w}>
              {week.map((day, d) => {
                if (!day) return <td key={d} />;
                const element = elements.get(day);
                const info = element ? ELEMENT_INFO[element] : null;
                const isToday = day === today;
                return (
                  <td
                    key={d}
                    data-day={day}
                    data-element={element}
                    aria-current={isToday ? "date" : undefined}
                    className={`h-10 rounded-lg text-sm tabular-nums text-ink ${isToday ? "font-bold underline decoration-2 underline-offset-4" : ""}`}
                    style={info ? { backgroundColor: `${info.color}40`, boxShadow: `inset 0 0 0 2px ${info.color}` } : undefined}
                  >
                    {Number(day.slice(8))}
                    {isToday && <span className="sr-only">{t("today")}</span>}
                    {info && <span className="sr-only">: {info.label}</span>}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted" aria-label={t("colours")}>
        {Object.values(ELEMENT_INFO).map((info) => (
          <li key={info.name} className="flex items-center gap-1.5">
            <span aria-hidden="true" className="size-3 rounded-full" style={{ backgroundColor: info.color }} />
            {info.label}
          </li>
        ))}
      </ul>
    </section>
  );
}
