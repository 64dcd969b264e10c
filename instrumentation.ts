/**
 * Runs once when the server starts (never during `next build`): the embedded database is
 * migrated here, inside the one process that owns it. A real Postgres is migrated with
 * `npm run db:migrate` as a deploy step instead. With REMINDER_TIMER=1 (`npm start` sets it) the
 * reminder sender starts its timer here too; on Vercel a cron calls /api/cron/reminders instead.
 */
export async function register() {
  // The one direct read outside lib/env.ts: Next replaces NEXT_RUNTIME at build time, so the
  // edge bundle drops everything below (the database, node:fs, process.exit) instead of bundling it.
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { exitUnlessStartable } = await import("./lib/startup-check");
  exitUnlessStartable();
  const { env, reminderTimerEnabled } = await import("./lib/env");
  if (!env().DATABASE_URL) {
    const { bootEmbeddedDatabase } = await import("./db/boot");
    await bootEmbeddedDatabase();
  }
  if (reminderTimerEnabled()) {
    const { startReminderTimer } = await import("./lib/reminders/timer");
    startReminderTimer();
  }
}
