/**
 * What the sender does with a person whose reminder time has come. Pure: the claim
 * (lib/data/reminder-claims.ts) runs it inside its transaction, and the tests run it on its own.
 */
import { localDay } from "@/lib/time";
import type { ClaimDecision } from "@/lib/data/reminder-claims";
import { latestDue, nextDue, type Schedule } from "./schedule";

/**
 * A reminder more than this late (the server was down, a cron did not run) is not sent: "time for
 * your evening reflection" the next morning would be noise, not help.
 */
export const LATE_AFTER_MS = 2 * 60 * 60 * 1000;

/** How often the sender looks again when a person's zone cannot be read (it never should). */
const RETRY_MS = 60 * 60 * 1000;

/**
 * The reminder to claim now, if one is due and not too late, and when to look next. The due time
 * is worked out again from the settings and the person's current zone (not the stored next look),
 * so a changed time zone or a changed time is followed at once.
 */
export function planClaim(schedule: Schedule & { timeZone: string }, now: Date): ClaimDecision {
  try {
    const zone = schedule.timeZone;
    const due = latestDue(schedule, zone, now);
    const nextDueAt = nextDue(schedule, zone, now);
    const fresh = due !== null && now.getTime() - due.getTime() <= LATE_AFTER_MS;
    return { nextDueAt, send: fresh ? { localDay: localDay(due, zone), dueAt: due } : null };
  } catch {
    return { nextDueAt: new Date(now.getTime() + RETRY_MS), send: null };
  }
}
