import "server-only";
import { and, asc, eq, isNull, lte, sql } from "drizzle-orm";
import { habits, practicePlans, practiceSessions, reminderSettings, skills, users } from "@/db/schema";
import { db } from "./db";

/** The person's try-later plans for one skill: activity key → the moment they chose. */
export async function listPracticePlans(userId: string, skillId: string): Promise<Record<string, Date>> {
  const rows = await db()
    .select({ key: practicePlans.activityKey, plannedFor: practicePlans.plannedFor })
    .from(practicePlans)
    .where(and(eq(practicePlans.userId, userId), eq(practicePlans.skillId, skillId)));
  return Object.fromEntries(rows.map((r) => [r.key, r.plannedFor]));
}

/**
 * Sets (or moves) a try-later plan. A plan for later waits for its one reminder; one marked done
 * ("I did it now") will have none.
 */
export async function savePracticePlan(userId: string, skillId: string, activityKey: string, plannedFor: Date, doneNow: boolean): Promise<void> {
  const reminder = doneNow ? { reminderClaimedAt: sql`now()`, reminderOutcome: "done" } : { reminderClaimedAt: null, reminderOutcome: null };
  await db()
    .insert(practicePlans)
    .values({ userId, skillId, activityKey, plannedFor, ...reminder })
    .onConflictDoUpdate({ target: [practicePlans.userId, practicePlans.skillId, practicePlans.activityKey], set: { plannedFor, ...reminder } });
}

/** The person's practice time, oldest first. */
export async function listPracticeSessions(userId: string): Promise<{ seconds: number; practisedAt: Date }[]> {
  return db()
    .select({ seconds: practiceSessions.seconds, practisedAt: practiceSessions.practisedAt })
    .from(practiceSessions)
    .where(eq(practiceSessions.userId, userId))
    .orderBy(asc(practiceSessions.practisedAt));
}

/** A planned practice whose moment has come, with what the sender needs to reach the person. */
export type DuePlan = {
  userId: string;
  skillId: string;
  activityKey: string;
  plannedFor: Date;
  email: string;
  firstName: string;
  habitSlug: string;
  skillOrder: number;
  skillTitle: string;
  /** The language saved on the account (null before it was kept). */
  locale: string | null;
  /** The person's reminders are on, and whether by email. */
  remindersOn: boolean;
  byEmail: boolean;
};

/**
 * Claims the plans whose moment has come, each exactly once across every sender: in one
 * transaction the due rows are locked (FOR UPDATE SKIP LOCKED, so a second sender passes them by)
 * and marked claimed, so once this commits no sender sees them due again.
 */
export async function claimDuePlans(now: Date, limit: number): Promise<DuePlan[]> {
  return db().transaction(async (tx) => {
    const rows = await tx
      .select({
        userId: practicePlans.userId,
        skillId: practicePlans.skillId,
        activityKey: practicePlans.activityKey,
        plannedFor: practicePlans.plannedFor,
        email: users.email,
        firstName: users.firstName,
        habitSlug: habits.slug,
        skillOrder: skills.skillOrder,
        skillTitle: skills.title,
        locale: users.locale,
        remindersOn: sql<boolean>`coalesce(${reminderSettings.enabled}, false)`,
        byEmail: sql<boolean>`coalesce(${reminderSettings.byEmail}, false)`,
      })
      .from(practicePlans)
      .innerJoin(users, eq(users.id, practicePlans.userId))
      .innerJoin(skills, eq(skills.id, practicePlans.skillId))
      .innerJoin(habits, eq(habits.id, skills.habitId))
      .leftJoin(reminderSettings, eq(reminderSettings.userId, practicePlans.userId))
      .where(and(isNull(practicePlans.reminderClaimedAt), lte(practicePlans.plannedFor, now)))
      .orderBy(asc(practicePlans.plannedFor))
      .limit(limit)
      .for("update", { of: practicePlans, skipLocked: true });
    for (const row of rows) {
      await tx
        .update(practicePlans)
        .set({ reminderClaimedAt: now, reminderOutcome: "pending" })
        .where(and(eq(practicePlans.userId, row.userId), eq(practicePlans.skillId, row.skillId), eq(practicePlans.activityKey, row.activityKey)));
    }
    return rows;
  });
}

/** Records how a claimed plan's reminder ended. */
export async function finishPlanReminder(plan: Pick<DuePlan, "userId" | "skillId" | "activityKey">, outcome: string): Promise<void> {
  await db()
    .update(practicePlans)
    .set({ reminderOutcome: outcome })
    .where(and(eq(practicePlans.userId, plan.userId), eq(practicePlans.skillId, plan.skillId), eq(practicePlans.activityKey, plan.activityKey)));
}
