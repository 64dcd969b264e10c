import "server-only";
import { cache } from "react";
import { asc, desc, eq, isNull } from "drizzle-orm";
import {
  habits,
  moodChecks,
  moodElements,
  oauthAccounts,
  passkeys,
  recoveryCodes,
  securityEvents,
  shareLinks,
  skillCompletions,
  userSessions,
  users,
  type Habit,
} from "@/db/schema";
import { db } from "./db";
import type { CompletedSkill, HabitWithProgress } from "./habits";
import { insightWindowJson, windowRowsOf } from "./insights";
import { LISTED_LINKS, SHARE_LINK_COLUMNS } from "./share-links";
import { onEachHandle, USER } from "./prepared";
import { twoStepStateOf } from "./two-step";

// The per-user rows a page shows beyond the user and their latest results, each page's in one of
// drizzle's relational queries (one statement), read once per request however many of its parts
// ask: at most 3 queries a page (tests/integration/page-queries-*.test.ts).

const dashboardRead = onEachHandle(() =>
  db()
    .query.users.findFirst({
      where: eq(users.id, USER),
      columns: { id: true },
      with: {
        moodElements: { orderBy: [desc(moodElements.day)], limit: 14 },
        moodChecks: { orderBy: [desc(moodChecks.createdAt), desc(moodChecks.id)], limit: 10 },
        skillCompletions: { columns: { skillId: true, completedAt: true } },
        visitorOnboarding: true,
      },
      // The weekly summary and its suggestion read the Insights window in this same statement.
      extras: { insightWindow: insightWindowJson(USER).as("insight_window") },
    })
    .prepare("dashboard_reads"),
);

type LibraryHabit = Habit & { skills: { id: string }[] };
const libraries = new WeakMap<object, Promise<LibraryHabit[]>>();

/**
 * The habit library with its skills' ids, in order. It is content copied from content/ when the
 * database is migrated (db/seed.ts): the same for everyone and changed only by a new deploy, which
 * starts new servers, so it is read once per process (per database handle: tests have their own).
 */
function habitLibrary(): Promise<LibraryHabit[]> {
  const handle = db();
  let library = libraries.get(handle);
  if (!library) {
    library = handle.query.habits.findMany({ orderBy: [asc(habits.sortOrder), asc(habits.slug)], with: { skills: { columns: { id: true } } } }).execute();
    // A failed read is tried again by the next request, never kept.
    library.catch(() => libraries.delete(handle));
    libraries.set(handle, library);
  }
  return library;
}

/** Each habit of the library with the user's progress: skills done of all, and the latest completion. */
function withProgress(library: LibraryHabit[], completions: { skillId: string; completedAt: Date }[]): HabitWithProgress[] {
  const completedAt = new Map(completions.map((c) => [c.skillId, c.completedAt]));
  return library.map(({ skills, ...habit }) => {
    const done = skills.map((s) => completedAt.get(s.id)).filter((at): at is Date => at !== undefined);
    const last = done.reduce<Date | null>((latest, at) => (latest && latest >= at ? latest : at), null);
    return { ...habit, total: skills.length, done: done.length, lastCompletedAt: last };
  });
}

/**
 * The dashboard: recent mood elements (the theme, the Mood tab), recent checks, the habit cards
 * the landing-page choices that, with the newest check, order them (lib/suggestions), and the
 * Insights window the weekly summary reads.
 */
export const getDashboardReads = cache(async (userId: string) => {
  const [row, library] = await Promise.all([dashboardRead().execute({ userId }), habitLibrary()]);
  if (!row) return { elements: [], checks: [], habits: [], visitorPreferences: null, window: windowRowsOf(null) };
  return {
    elements: row.moodElements,
    checks: row.moodChecks,
    habits: withProgress(library, row.skillCompletions),
    visitorPreferences: row.visitorOnboarding ?? null,
    window: windowRowsOf(row.insightWindow),
  };
});

const habitsRead = onEachHandle(() =>
  db()
    .query.users.findFirst({
      where: eq(users.id, USER),
      columns: { id: true },
      with: {
        skillCompletions: { columns: { skillId: true, completedAt: true } },
        moodChecks: { orderBy: [desc(moodChecks.createdAt), desc(moodChecks.id)], limit: 1 },
        visitorOnboarding: true,
      },
    })
    .prepare("habits_reads"),
);

/** /habits: the library with the user's progress, and what orders it for them (the newest check, the landing-page choices). */
export const getHabitsPageReads = cache(async (userId: string) => {
  const [row, library] = await Promise.all([habitsRead().execute({ userId }), habitLibrary()]);
  if (!row) return { habits: [], latestCheck: null, visitorPreferences: null };
  return {
    habits: withProgress(library, row.skillCompletions),
    latestCheck: row.moodChecks[0] ?? null,
    visitorPreferences: row.visitorOnboarding ?? null,
  };
});

/** Open sessions listed on /profile, most recently used first: more than anyone keeps open. */
const LISTED_SESSIONS = 20;

const profileRead = onEachHandle(() =>
  db()
    .query.users.findFirst({
      where: eq(users.id, USER),
      columns: { id: true },
      with: {
        skillCompletions: {
          columns: { completedAt: true },
          orderBy: [desc(skillCompletions.completedAt)],
          with: {
            skill: { columns: { skillOrder: true, title: true, stage: true }, with: { habit: { columns: { slug: true, name: true, sortOrder: true } } } },
          },
        },
        visitorOnboarding: true,
        oauthAccounts: { columns: { provider: true, createdAt: true }, orderBy: [asc(oauthAccounts.createdAt)] },
        securityEvents: { orderBy: [desc(securityEvents.createdAt)], limit: 10 },
        reminderSettings: true,
        shareLinks: { columns: SHARE_LINK_COLUMNS, orderBy: [desc(shareLinks.createdAt), desc(shareLinks.id)], limit: LISTED_LINKS },
        userSessions: {
          columns: { id: true, device: true, address: true, rememberMe: true, createdAt: true, lastSeenAt: true },
          where: isNull(userSessions.endedAt),
          orderBy: [desc(userSessions.lastSeenAt), desc(userSessions.id)],
          limit: LISTED_SESSIONS,
        },
        totpSecret: true,
        passkeys: { orderBy: [asc(passkeys.createdAt)] },
        recoveryCodes: { columns: { id: true }, where: isNull(recoveryCodes.usedAt) },
      },
    })
    .prepare("profile_reads"),
);

/** The profile: completed skills (newest first), first answers, linked providers, recent security events, reminder settings, share links, open sessions and two-step sign-in. */
export const getProfileReads = cache(async (userId: string) => {
  const row = await profileRead().execute({ userId });
  const completed = (row?.skillCompletions ?? []).toSorted(
    (a, b) => b.completedAt.getTime() - a.completedAt.getTime() || a.skill.habit.sortOrder - b.skill.habit.sortOrder || a.skill.skillOrder - b.skill.skillOrder,
  );
  return {
    completedSkills: completed.map(({ completedAt, skill }): CompletedSkill => ({
      habitSlug: skill.habit.slug,
      habitName: skill.habit.name,
      skillOrder: skill.skillOrder,
      title: skill.title,
      stage: skill.stage,
      completedAt,
    })),
    visitorPreferences: row?.visitorOnboarding ?? null,
    oauthAccounts: row?.oauthAccounts ?? [],
    securityEvents: row?.securityEvents ?? [],
    reminderSettings: row?.reminderSettings ?? null,
    shareLinks: row?.shareLinks ?? [],
    sessions: row?.userSessions ?? [],
    twoStep: twoStepStateOf(row?.totpSecret, row?.passkeys ?? [], row?.recoveryCodes.length ?? 0),
  };
});
