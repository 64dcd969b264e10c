import { sendDueReminders } from "./sender";

/** How often the in-process sender looks for due reminders. */
const INTERVAL_MS = 60_000;

const holder = globalThis as typeof globalThis & { __reminderTimer?: ReturnType<typeof setInterval> };

/**
 * Runs the reminder sender every minute inside this server (`npm start`, or any server with
 * REMINDER_TIMER=1). Several servers may each run one: a reminder is claimed once across all of
 * them (lib/data/reminder-claims.ts). A round still running when the next is due is left to finish.
 */
export function startReminderTimer(): void {
  if (holder.__reminderTimer) return;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await sendDueReminders();
    } catch (error) {
      console.error("[reminders] the sender's round failed; it runs again in a minute", error);
    } finally {
      running = false;
    }
  };
  holder.__reminderTimer = setInterval(() => void tick(), INTERVAL_MS);
  // The timer never keeps a stopping server alive.
  holder.__reminderTimer.unref();
  setTimeout(() => void tick(), 5_000).unref();
}
