import { saveReminderSettings } from "@/lib/data/reminders";
import { createUser } from "@/lib/data/users";

export const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];
let counter = 0;

/** Every practice at the same minute of the day (each practice has its own time; tests often need one). */
export const allAt = (minute: number) => ({ mood: minute, skill: minute, reflection: minute });

type Settings = Partial<Parameters<typeof saveReminderSettings>[1]> & {
  /** Shorthand: every practice at this minute. */
  minuteOfDay?: number;
};

/** A new person in `timeZone` with reminders on (every day at 09:00, the mood check-in by email) unless `settings` says otherwise. */
export async function personWithReminders(timeZone: string, { minuteOfDay = 9 * 60, ...settings }: Settings = {}) {
  counter += 1;
  const user = (await createUser({ email: `r${counter}-${Date.now()}@example.com`, firstName: "Mira", lastName: "S", passwordHash: "x", timeZone }))!;
  const values = {
    enabled: true,
    days: EVERY_DAY,
    practices: ["mood" as const],
    quietStart: null,
    quietEnd: null,
    byEmail: true,
    nextDueAt: null,
    ...settings,
    practiceTimes: settings.practiceTimes ?? allAt(minuteOfDay),
  };
  await saveReminderSettings(user.id, values);
  return user;
}
