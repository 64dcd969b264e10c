import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import Link from "next/link";
import { placeNames } from "@/content/by-locale/place-names";
import { rhythmWords, seasonWords } from "@/content/by-locale/season";
import { reminderWords } from "@/content/by-locale/reminders";
import { buttonClass } from "@/components/ui/button";
import { requireUser } from "@/lib/auth/session";
import { getReminderSettings } from "@/lib/data/reminders";
import { formatTimeIn } from "@/lib/time/format-in-locale";
import { rhythmFor } from "@/lib/rhythm/for-person";
import { REMINDER_OF_SUGGESTION } from "@/lib/rhythm/reminder-practice";
import { formatLocalTime, timeZonePlace } from "@/lib/time/format";
import { requestNow } from "@/lib/time/request-now";
import { timeOf } from "@/lib/validations/reminders";
import { RemindAtForm } from "./_components/remind-at-form";

export async function generateMetadata(): Promise<Metadata> {
  return { title: rhythmWords(await getLocale()).RHYTHM_PAGE_WORDS.title };
}

/** The reminder button's three lines with the time and the practice filled in, for the client form. */
function fillEach(words: { remind: string; reminderFor: string; saved: string }, values: Record<string, string>) {
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? "");
  return { remind: fill(words.remind), reminderFor: fill(words.reminderFor), saved: fill(words.saved) };
}

/**
 * The day's rhythm in the person's own time: sunrise and sunset at their zone's principal city, the
 * Kapha, Pitta and Vata periods, and suggested times, each able to set a reminder
 * (docs/decisions/0049-season-and-day.md).
 */
export default async function RhythmPage() {
  const { user } = await requireUser("/rhythm");
  const [locale, placeWords] = await Promise.all([getLocale(), getTranslations("Place")]);
  const { RHYTHM_PAGE_WORDS, PERIOD_WORDS, SUGGESTED_WORDS } = rhythmWords(locale);
  const { SEASONS } = seasonWords(locale);
  const { REMINDER_PRACTICE_COPY } = reminderWords(locale);
  const zone = user.timeZone;
  const now = await requestNow();
  const [{ season, lead, rhythm, city }, settings] = await Promise.all([rhythmFor(user, now), getReminderSettings(user.id)]);
  // Shown in the page's language; the reminder keeps its "06:10" (the form's value and the saved time).
  const time = (at: Date) => formatTimeIn(locale, at, zone);

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-8 sm:py-12">
      <header>
        <p className="text-sm font-semibold tracking-wide text-accent-dark uppercase">
          {SEASONS[season.ritu].name}, {SEASONS[season.ritu].plain}
        </p>
        <h1 className="mt-1 text-3xl text-ink sm:text-4xl">{RHYTHM_PAGE_WORDS.title}</h1>
        <p className="mt-3 leading-relaxed text-muted">{RHYTHM_PAGE_WORDS.lead}</p>
      </header>

      {!rhythm ? (
        <p data-testid="rhythm-unavailable" className="rounded-3xl border border-line bg-white/80 p-5 leading-relaxed text-ink">
          {zone === "UTC" || zone.startsWith("Etc/") ? RHYTHM_PAGE_WORDS.noPlace : RHYTHM_PAGE_WORDS.noSun}{" "}
          <Link href="/profile" className="font-semibold text-accent-dark underline-offset-4 hover:underline">
            {RHYTHM_PAGE_WORDS.profileLink}
          </Link>
        </p>
      ) : (
        <>
          <section aria-label={RHYTHM_PAGE_WORDS.sunTitle} data-testid="rhythm-sun" className="flex flex-col gap-3">
            <div className="grid grid-cols-2 gap-3">
              {[
                [RHYTHM_PAGE_WORDS.sunrise, rhythm.sun.sunrise],
                [RHYTHM_PAGE_WORDS.sunset, rhythm.sun.sunset],
              ].map(([label, at]) => (
                <div key={String(label)} className="rounded-3xl border border-line bg-white/80 p-5 text-center shadow-sm">
                  <p className="text-muted">{String(label)}</p>
                  <p className="mt-1 text-3xl text-ink tabular-nums sm:text-4xl">{time(at as Date)}</p>
                </div>
              ))}
            </div>
            <p className="text-sm text-muted">
              {city ? placeWords("rhythmChosen", { place: city[locale] }) : RHYTHM_PAGE_WORDS.place.replace("{place}", timeZonePlace(zone, placeNames(locale)))}
            </p>
          </section>

          <section aria-labelledby="rhythm-suggested" data-testid="rhythm-suggested" className="flex flex-col gap-4">
            <h2 id="rhythm-suggested" className="text-2xl text-ink">
              {RHYTHM_PAGE_WORDS.suggestedTitle}
            </h2>
            <ul className="grid gap-3 sm:grid-cols-2">
              {rhythm.suggested.map(({ kind, at }) => {
                const practice = REMINDER_OF_SUGGESTION[kind];
                const clock = formatLocalTime(at, zone);
                const saved = Boolean(
                  practice && settings?.enabled && settings.practices.includes(practice) && timeOf(settings.practiceTimes[practice]) === clock,
                );
                return (
                  <li key={kind} data-testid={`suggested-${kind}`} className="flex flex-col gap-3 rounded-3xl border border-line bg-white/80 p-5 shadow-sm">
                    <div className="flex items-baseline justify-between gap-3">
                      <h3 className="text-xl text-ink">{SUGGESTED_WORDS[kind].label}</h3>
                      <p className="text-2xl text-accent-dark tabular-nums">{time(at)}</p>
                    </div>
                    <p className="leading-relaxed text-muted">{SUGGESTED_WORDS[kind].byDosha[lead ?? "none"]}</p>
                    {practice && (
                      <RemindAtForm
                        practice={practice}
                        time={clock}
                        saved={saved}
                        words={fillEach(RHYTHM_PAGE_WORDS, { time: time(at), practice: REMINDER_PRACTICE_COPY[practice].label.toLowerCase() })}
                      />
                    )}
                  </li>
                );
              })}
            </ul>
          </section>

          <section aria-labelledby="rhythm-periods" data-testid="rhythm-periods" className="flex flex-col gap-4">
            <h2 id="rhythm-periods" className="text-2xl text-ink">
              {RHYTHM_PAGE_WORDS.periodsTitle}
            </h2>
            <ol className="flex flex-col gap-2">
              {rhythm.periods.map((period) => {
                const words = PERIOD_WORDS[period.part][period.dosha];
                const current = period.start <= now && now < period.end;
                return (
                  <li
                    key={period.start.toISOString()}
                    aria-current={current ? "time" : undefined}
                    className={`flex flex-col gap-1 rounded-2xl border p-4 sm:flex-row sm:gap-4 ${current ? "border-accent bg-accent-soft" : "border-line bg-cream"}`}
                  >
                    <p className="shrink-0 font-semibold text-ink tabular-nums sm:w-32">
                      {/* A range too long for the column ("रात 12:00–रात 1:29") breaks after the dash, never inside a time. */}
                      <span className="whitespace-nowrap">{time(period.start)}–</span>
                      <span className="whitespace-nowrap">{time(period.end)}</span>
                    </p>
                    <div>
                      <p className="font-semibold text-ink">
                        {words.name}
                        {current && <span className="ml-2 rounded-full bg-accent px-2 py-0.5 text-xs text-white">{RHYTHM_PAGE_WORDS.now}</span>}
                      </p>
                      <p className="leading-relaxed text-muted">{words.text}</p>
                    </div>
                  </li>
                );
              })}
            </ol>
          </section>
        </>
      )}

      <div className="flex flex-col gap-4 border-t border-line pt-6">
        <p className="text-sm leading-relaxed text-muted">{RHYTHM_PAGE_WORDS.note}</p>
        <Link href="/dashboard" className={buttonClass("secondary", "self-start")} prefetch={false}>
          {RHYTHM_PAGE_WORDS.backLink}
        </Link>
      </div>
    </div>
  );
}
