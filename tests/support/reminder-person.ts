import { saveReminderSettings } from "@/lib/data/reminders";
import { createUser } from "@/lib/data/users";

export const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];
let counter = 0;

/** A new person in `timeZone` with reminders on (every day at 09:00, the mood check-in by email) unless `settings` says otherwise. */
export async function personWithReminders(timeZone: string, settings: Partial<Parameters<typeof saveReminderSettings>[1]> = {}) {
  counter += 1;
  const user = (await createUser({ email: `r${counter}-${Date.now()}@example.com`, firstName: "Mira", lastName: "S", passwordHash: "x", timeZone }))!;
  const values = {
    enabled: true,
    days: EVERY_DAY,
    minuteOfDay: 9 * 60,
    practices: ["mood" as const],
    quietStart: null,
    quietEnd: null,
    byEmail: true,
    nextDueAt: null,
    ...settings,
  };
  await saveReminderSettings(user.id, values);
  return user;
}
