import { REMINDER_FORM } from "@/content/reminders";
import { getProfileReads } from "@/lib/data/page-reads";
import type { User } from "@/lib/data/users";
import { vapidConfig } from "@/lib/env";
import { calendarHolds, reminderFormValues } from "@/lib/reminders/settings-view";
import { CalendarLink } from "./calendar-link";
import { RemindersForm } from "./reminders-form";

/** The Reminders part of /profile: the settings form, this device's notifications, and the calendar link. */
export async function RemindersSection({ user }: { user: User }) {
  const saved = (await getProfileReads(user.id)).reminderSettings;
  return (
    <section aria-labelledby="reminders-title" className="rounded-3xl border border-line bg-white/70 p-5" data-testid="reminders">
      <h2 id="reminders-title" className="text-2xl text-ink">
        {REMINDER_FORM.title}
      </h2>
      <p className="mt-2 text-muted">{REMINDER_FORM.intro}</p>
      <RemindersForm
        initial={reminderFormValues(saved)}
        timeZone={user.timeZone}
        zoneIsDefault={user.timeZoneSetAt === null}
        vapidPublicKey={vapidConfig()?.publicKey ?? null}
      />
      <CalendarLink hasLink={Boolean(saved?.calendarTokenHash)} holds={calendarHolds(saved)} />
    </section>
  );
}
