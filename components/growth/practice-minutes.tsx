import { practiceMinutesLine, type PracticeMinutes } from "@/lib/growth/practice-minutes";
import { getLocale, getTranslations } from "next-intl/server";
import { formatDayShortIn } from "@/lib/time/format-in-locale";

/**
 * The person's practice minutes: one line, and with `days` the last seven local days as a small
 * list (a day without practice shows 0, never a gap to feel bad about).
 */
export async function PracticeMinutesSummary({ minutes, days = false }: { minutes: PracticeMinutes; days?: boolean }) {
  const [t, locale] = await Promise.all([getTranslations("Growth"), getLocale()]);
  return (
    <div className="flex flex-col gap-3" data-testid="practice-minutes">
      <p className="leading-relaxed text-ink">{practiceMinutesLine(minutes, t)}</p>
      {days && minutes.total > 0 && (
        <ul className="grid grid-cols-7 gap-1 text-center text-sm" aria-label={t("minutesDays")}>
          {minutes.days.map((d) => (
            <li key={d.day} className="flex flex-col rounded-xl bg-accent-soft/50 px-1 py-2">
              <span className="text-muted">{formatDayShortIn(locale, d.day)}</span>
              <span className="font-semibold text-ink tabular-nums">{d.minutes}</span>
              <span className="sr-only">{t("minuteUnit", { count: d.minutes })}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
