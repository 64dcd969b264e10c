import "server-only";
import { and, asc, eq, gte, lt, lte, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { journalEntries, moodChecks, reminderSends, reminderSettings, skillCompletions, users } from "@/db/schema";
import type { PracticeTimes, ReminderChannel, ReminderOutcome, ReminderPractice } from "@/lib/reminders/practices";
import { db } from "./db";

/** A person whose reminder time has come, with what the sender needs to reach them. */
export type DueReminderRow = {
  userId: string;
  email: string;
  firstName: string;
  timeZone: string;
  /** The account's saved language (null for accounts from before it was kept). */
  locale: string | null;
  days: number[];
  practiceTimes: PracticeTimes;
  practices: ReminderPractice[];
  /** The look this claim answers. */
  nextDueAt: Date | null;
  quietStart: number | null;
  quietEnd: number | null;
  byEmail: boolean;
};

/** What the sender decided for a due row: when to look again, and which reminder (if any) to claim: the practices due then. */
export type ClaimDecision = { nextDueAt: Date | null; send: { localDay: string; dueAt: Date; practices: ReminderPractice[] } | null };

export type ClaimedReminder = DueReminderRow & { sendId: string; localDay: string; dueAt: Date };

/**
 * Claims due reminders, exactly once however many senders run at the same moment. In one
 * transaction: the due settings rows are locked with FOR UPDATE SKIP LOCKED (a second sender
 * skips the rows the first holds, and once the first commits they are no longer due), each row's
 * next look is moved on, and a reminder_sends row is inserted for the moment it was due. That
 * insert is the claim: its unique key (user, due moment) refuses a second one for the same moment
 * even if a row were read twice, so only reminders returned here are ever delivered. A practice
 * is claimed at most once on a local day: one already claimed that day (before its time was
 * changed, say) is left out, and with nothing left nothing is claimed.
 */
export async function claimDueReminders(now: Date, limit: number, decide: (row: DueReminderRow) => ClaimDecision): Promise<ClaimedReminder[]> {
  return db().transaction(async (tx) => {
    const rows = await tx
      .select({
        userId: reminderSettings.userId,
        email: users.email,
        firstName: users.firstName,
        timeZone: users.timeZone,
        locale: users.locale,
        days: reminderSettings.days,
        practiceTimes: reminderSettings.practiceTimes,
        practices: reminderSettings.practices,
        nextDueAt: reminderSettings.nextDueAt,
        quietStart: reminderSettings.quietStart,
        quietEnd: reminderSettings.quietEnd,
        byEmail: reminderSettings.byEmail,
      })
      .from(reminderSettings)
      .innerJoin(users, eq(users.id, reminderSettings.userId))
      .where(and(eq(reminderSettings.enabled, true), lte(reminderSettings.nextDueAt, now)))
      .orderBy(asc(reminderSettings.nextDueAt))
      .limit(limit)
      .for("update", { of: reminderSettings, skipLocked: true });
    const claimed: ClaimedReminder[] = [];
    for (const row of rows) {
      const { nextDueAt, send } = decide(row);
      // Not through drizzle's $onUpdate: moving the next look on is not an edit of the settings.
      await tx
        .update(reminderSettings)
        .set({ nextDueAt, updatedAt: sql`${reminderSettings.updatedAt}` })
        .where(eq(reminderSettings.userId, row.userId));
      if (!send) continue;
      const earlier = await tx
        .select({ practices: reminderSends.practices })
        .from(reminderSends)
        .where(and(eq(reminderSends.userId, row.userId), eq(reminderSends.localDay, send.localDay)));
      const practices = send.practices.filter((p) => !earlier.some((e) => e.practices.includes(p)));
      if (practices.length === 0) continue;
      const [inserted] = await tx
        .insert(reminderSends)
        .values({ userId: row.userId, localDay: send.localDay, dueAt: send.dueAt, practices, outcome: "pending" })
        .onConflictDoNothing({ target: [reminderSends.userId, reminderSends.dueAt] })
        .returning({ id: reminderSends.id });
      if (inserted) claimed.push({ ...row, sendId: inserted.id, ...send, practices });
    }
    return claimed;
  });
}

/** Which practices the person has done between two instants (their local day): a mood check, a skill finished, a journal entry. */
export async function practicesDoneBetween(userId: string, start: Date, end: Date): Promise<Set<ReminderPractice>> {
  const within = (column: PgColumn) => and(gte(column, start), lt(column, end));
  const [row] = await db()
    .select({
      mood: sql<boolean>`exists (${db()
        .select({ one: sql`1` })
        .from(moodChecks)
        .where(and(eq(moodChecks.userId, userId), within(moodChecks.createdAt)))})`,
      skill: sql<boolean>`exists (${db()
        .select({ one: sql`1` })
        .from(skillCompletions)
        .where(and(eq(skillCompletions.userId, userId), within(skillCompletions.completedAt)))})`,
      reflection: sql<boolean>`exists (${db()
        .select({ one: sql`1` })
        .from(journalEntries)
        .where(and(eq(journalEntries.userId, userId), within(journalEntries.createdAt)))})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  const done = new Set<ReminderPractice>();
  if (row?.mood) done.add("mood");
  if (row?.skill) done.add("skill");
  if (row?.reflection) done.add("reflection");
  return done;
}

/** Records how a claimed reminder ended: what it was about and which channels delivered it. */
export async function finishReminderSend(
  userId: string,
  sendId: string,
  result: { outcome: ReminderOutcome; practices: ReminderPractice[]; channels: ReminderChannel[] },
): Promise<void> {
  await db()
    .update(reminderSends)
    .set(result)
    .where(and(eq(reminderSends.userId, userId), eq(reminderSends.id, sendId)));
}
