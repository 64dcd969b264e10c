import { getLocale, getTranslations } from "next-intl/server";
import { placeNames } from "@/content/by-locale/place-names";
import { reminderWords } from "@/content/by-locale/reminders";
import { getProfileReads } from "@/lib/data/page-reads";
import type { User } from "@/lib/data/users";
import { vapidConfig } from "@/lib/env";
import { timeZoneLabel } from "@/lib/time/format";
import { calendarHolds, reminderFormValues } from "@/lib/reminders/settings-view";
import { CalendarLink } from "./calendar-link";
import { reminderFormWords } from "./form-words";
import { RemindersForm } from "./reminders-form";

/** The Reminders part of /profile: the settings form, this device's notifications, and the calendar link. */
export async function RemindersSection({ user }: { user: User }) {
  const [reads, locale, t] = await Promise.all([getProfileReads(user.id), getLocale(), getTranslations("ProfileAnswers")]);
  const saved = reads.reminderSettings;
  const { REMINDER_FORM, REMINDER_PRACTICE_COPY } = reminderWords(locale);
  const words = reminderFormWords(locale);
  const holds = calendarHolds(saved, {
    nothing: REMINDER_FORM.calendar.holdsNothing,
    holds: REMINDER_FORM.calendar.holds,
    item: (practice, time) => t("reminderHoldsItem", { practice: REMINDER_PRACTICE_COPY[practice].label, time }),
    and: t("reminderHoldsAnd"),
  });
  return (
    <section aria-labelledby="reminders-title" className="rounded-3xl border border-line bg-white/70 p-5" data-testid="reminders">
      <h2 id="reminders-title" className="text-2xl text-ink">
        {REMINDER_FORM.title}
      </h2>
      <p className="mt-2 text-muted">{REMINDER_FORM.intro}</p>
      <RemindersForm
        initial={reminderFormValues(saved)}
        timeZone={user.timeZone}
        zoneLabel={timeZoneLabel(user.timeZone, undefined, placeNames(locale))}
        zoneIsDefault={user.timeZoneSetAt === null}
        vapidPublicKey={vapidConfig()?.publicKey ?? null}
        words={words}
      />
      <CalendarLink hasLink={Boolean(saved?.calendarTokenHash)} holds={holds} words={words.calendar} />
    </section>
  );
}
