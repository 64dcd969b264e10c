import { randomBytes } from "node:crypto";
import { EmbeddedPGlite } from "@/db/embedded-client";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { signedInCookie } from "../support/session-cookie";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { setDbForTests, type Db } from "@/db/client";
import { migrateDatabase } from "@/db/migrate";
import { seedHabits } from "@/db/seed";
import * as schema from "@/db/schema";
import { validAnswers } from "../support/valid-answers";

// What one signed-in page request costs: session reads by the server's checks and database queries, with the page's loaders called as its components call them.
// React's cache() is per request in a render and a plain call elsewhere, so it is played here by
// a memo that each simulated request starts afresh.

const request = vi.hoisted(() => ({ headers: new Headers(), memo: new Map<unknown, Map<string, unknown>>(), queries: 0 }));
vi.mock("react", async (original) => {
  const real = await original<typeof import("react")>();
  const cache =
    <A extends unknown[], R>(fn: (...args: A) => R) =>
    (...args: A): R => {
      let byArgs = request.memo.get(fn);
      if (!byArgs) request.memo.set(fn, (byArgs = new Map()));
      const key = JSON.stringify(args);
      if (!byArgs.has(key)) byArgs.set(key, fn(...args));
      return byArgs.get(key) as R;
    };
  return { ...real, cache };
});
vi.mock("next/headers", () => ({ headers: async () => request.headers }));
const reads = vi.hoisted(() => ({ count: 0 }));
vi.mock("@/lib/auth/read-session", async (original) => {
  const real = await original<typeof import("@/lib/auth/read-session")>();
  return {
    readSessionClaims: (cookieHeader: string | null) => {
      reads.count++;
      return real.readSessionClaims(cookieHeader);
    },
  };
});
vi.mock("next/navigation", () => ({
  redirect: (to: string) => {
    throw new Error(`redirect to ${to}`);
  },
}));

const SECRET = "integration-secret-0123456789-0123456789";
process.env.AUTH_SECRET = SECRET;
const { resetEnvCache } = await import("@/lib/env");
resetEnvCache();

const { proxy } = await import("@/proxy");
const { getCurrentUser, reportClaimIsStale, requireUser, requireUserWithReport } = await import("@/lib/auth/session");
const { homePath } = await import("@/components/layout/home-path");
const { getAssessmentOverview, OVERVIEW_KINDS } = await import("@/lib/assessments/overview");
const { submitAssessment } = await import("@/lib/assessments/submit");
const { getReport, hasCompleteReport } = await import("@/lib/data/assessments");
const { createUser } = await import("@/lib/data/users");
const { createMoodCheck, listMoodChecks, listMoodElements, saveMoodElement } = await import("@/lib/data/mood");
const { listCompletedSkills, listHabitsWithProgress, listHabits, saveSkillResponses } = await import("@/lib/data/habits");
const { getDashboardReads, getHabitsPageReads, getProfileReads } = await import("@/lib/data/page-reads");
const { suggestedHabits } = await import("@/lib/habits/suggested");
const { loadInsights, loadWeekly } = await import("@/lib/insights/load");
const { insertSecurityEvent, listSecurityEvents } = await import("@/lib/data/security-events");
const { getVisitorPreferences, saveVisitorPreferences } = await import("@/lib/data/visitor-onboarding");
const { listConnections } = await import("@/lib/account/connections");
const { linkOAuthAccount } = await import("@/lib/data/users");
const { getReminderSettings, saveReminderSettings } = await import("@/lib/data/reminders");

let cookie = "";
let userId = "";
let dispose = async () => {};

/** A database of our own whose logger counts every query: PGlite, or Postgres (prepared statements on) with TEST_DATABASE_URL. */
async function countingDatabase(): Promise<Db> {
  const logger = { logQuery: () => void request.queries++ };
  const serverUrl = process.env.TEST_DATABASE_URL?.trim();
  if (!serverUrl) {
    const client = new EmbeddedPGlite();
    dispose = () => client.close();
    const db = drizzlePglite({ client, schema, logger }) as unknown as Db;
    await migrateDatabase(db, "pglite");
    return db;
  }
  const name = `test_reads_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const client = postgres(url.toString(), { max: 2, prepare: true, onnotice: () => {} });
  dispose = async () => {
    await client.end();
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  };
  const db = drizzlePg({ client, schema, logger }) as unknown as Db;
  await migrateDatabase(db, "postgres");
  return db;
}

afterAll(() => dispose());

beforeAll(async () => {
  const db = await countingDatabase();
  await seedHabits(db);
  setDbForTests(db);

  const user = await createUser({ email: "reads@example.com", firstName: "Asha", lastName: "Reads", passwordHash: null });
  userId = user!.id;
  expect((await submitAssessment(userId, { kind: "onboarding", answers: validAnswers().onboarding })).ok).toBe(true);
  expect((await submitAssessment(userId, { kind: "guna", answers: validAnswers().guna })).ok).toBe(true);
  await saveMoodElement(userId, "apas", "2026-11-20");
  await saveMoodElement(userId, "agni", "2026-11-21");
  await createMoodCheck({ userId, mind: 2, body: 3, temperature: 4, acute: false, companion: "anu", result: { calm: 4 } });
  const [habit] = await listHabits();
  const skill = (await import("@/db/schema")).skills;
  const { eq } = await import("drizzle-orm");
  const [firstSkill] = await db.select().from(skill).where(eq(skill.habitId, habit!.id)).limit(1);
  await saveSkillResponses(userId, firstSkill!.id, [{ activityKey: "a1", kind: "text", answers: ["yes"] }]);
  await insertSecurityEvent({ userId, kind: "login_succeeded", address: "10.0.0.0/24" });
  await linkOAuthAccount(userId, "google", "g-123");
  await saveVisitorPreferences(userId, { areas: ["sleep"], track: "sleep", answers: { "sleep-q1": "a" } });

  cookie = (await signedInCookie(userId, { secret: SECRET })).cookie;
});

/** The request headers the server sees after proxy.ts, for a client sending `sent`. */
async function throughProxy(path: string, sent: Record<string, string>): Promise<Headers> {
  const response = await proxy(new NextRequest(`http://localhost${path}`, { headers: sent }));
  const override = response.headers.get("x-middleware-override-headers");
  if (override === null) return new Headers(sent); // passed on as it came
  const names = override.split(",").filter(Boolean);
  const forwarded = new Headers();
  for (const name of names) {
    const value = response.headers.get(`x-middleware-request-${name}`);
    if (value !== null) forwarded.set(name, value);
  }
  return forwarded;
}

/** Starts a request: a fresh per-request cache, and the counters read from here. */
async function startRequest(path: string, sent: Record<string, string> = { cookie }) {
  request.memo = new Map();
  request.headers = await throughProxy(path, sent);
  request.queries = 0;
  const readsBefore = reads.count;
  return { reads: () => reads.count - readsBefore, queries: () => request.queries };
}

beforeEach(() => {
  request.queries = 0;
});

describe("a signed-in page request", () => {
  it("reads the session cookie once for all of the server's checks", async () => {
    const counts = await startRequest("/dashboard");
    const current = await requireUserWithReport("/dashboard");
    await getCurrentUser();
    await homePath();
    await reportClaimIsStale();
    expect(current.user.id).toBe(userId);
    expect(counts.reads()).toBe(1);
  });

  it("renders /dashboard from three queries, once the habit library (the same for everyone) is read", async () => {
    // The first dashboard in a process also reads the habit library, kept from then on.
    await startRequest("/dashboard");
    const warm = request.queries;
    await getDashboardReads(userId);
    expect(request.queries - warm).toBeLessThanOrEqual(2);
    const counts = await startRequest("/dashboard");
    const { user } = await requireUserWithReport("/dashboard");
    await Promise.all([homePath(), reportClaimIsStale(), getAssessmentOverview(user.id), getDashboardReads(user.id)]);
    // The habit cards ask again, and order themselves from what the page has already read.
    const { habits, checks, visitorPreferences } = await getDashboardReads(user.id);
    expect(await suggestedHabits(user.id, { habits, latestCheck: checks[0], visitorPreferences })).toHaveLength(habits.length);
    expect(counts.queries()).toBe(3);
  });

  it("renders the dashboard's Library tab from the same three queries", async () => {
    const counts = await startRequest("/dashboard?tab=library");
    const { user } = await requireUserWithReport("/dashboard?tab=library");
    await Promise.all([homePath(), reportClaimIsStale(), getAssessmentOverview(user.id), getDashboardReads(user.id)]);
    const { habits, checks, visitorPreferences } = await getDashboardReads(user.id);
    await suggestedHabits(user.id, { habits, latestCheck: checks[0], visitorPreferences });
    expect(counts.queries()).toBe(3);
  });

  it("renders /habits, ordered for the person, from three queries", async () => {
    const counts = await startRequest("/habits");
    const { user } = await requireUserWithReport("/habits");
    await homePath();
    const ordered = await suggestedHabits(user.id, await getHabitsPageReads(user.id));
    expect(ordered[0]?.why).toBeTruthy();
    expect(counts.queries()).toBe(3);
  });

  it("renders /dashboard's weekly summary from the same three queries", async () => {
    const counts = await startRequest("/dashboard");
    const { user } = await requireUserWithReport("/dashboard");
    await Promise.all([homePath(), reportClaimIsStale(), getAssessmentOverview(user.id), getDashboardReads(user.id)]);
    const weekly = await loadWeekly(user);
    expect(weekly.lines.length).toBeGreaterThan(0);
    expect(counts.queries()).toBe(3);
  });

  it("renders /insights from three queries", async () => {
    const counts = await startRequest("/insights");
    const { user } = await requireUserWithReport("/insights");
    await Promise.all([homePath(), reportClaimIsStale()]);
    const view = await loadInsights(user);
    expect(view.moodDays).toBe(1);
    expect(view.returns.map((r) => r.name)).toEqual(expect.arrayContaining(["A skill"]));
    expect(counts.queries()).toBe(3);
  });

  it("renders /report from two queries", async () => {
    const counts = await startRequest("/report");
    const { user } = await requireUser("/report");
    await Promise.all([
      homePath(),
      getReport(user.id),
      getAssessmentOverview(
        user.id,
        OVERVIEW_KINDS.filter((k) => k !== "onboarding"),
      ),
    ]);
    expect(counts.queries()).toBe(2);
  });

  it("renders /profile from three queries", async () => {
    const counts = await startRequest("/profile");
    const { user } = await requireUser("/profile");
    await Promise.all([homePath(), reportClaimIsStale(), hasCompleteReport(user.id)]);
    await Promise.all([getAssessmentOverview(user.id), getProfileReads(user.id), listConnections(user.id)]);
    expect(counts.queries()).toBe(3);
  });
});

describe("a page's relational read", () => {
  it("return the same rows as the reads on their own", async () => {
    await startRequest("/dashboard");
    const dashboard = await getDashboardReads(userId);
    expect(dashboard.elements).toEqual(await listMoodElements(userId, { limit: 14 }));
    expect(dashboard.checks).toEqual(await listMoodChecks(userId, 10));
    expect(dashboard.habits).toEqual(await listHabitsWithProgress(userId));
    expect(dashboard.habits.some((h) => h.done === 1 && h.lastCompletedAt instanceof Date)).toBe(true);
    expect(dashboard.elements.map((e) => e.day)).toEqual(["2026-11-21", "2026-11-20"]);
    expect(dashboard.visitorPreferences).toEqual(await getVisitorPreferences(userId));

    const habitsPage = await getHabitsPageReads(userId);
    expect(habitsPage.habits).toEqual(dashboard.habits);
    expect(habitsPage.latestCheck).toEqual(dashboard.checks[0]);
    expect(habitsPage.visitorPreferences).toEqual(dashboard.visitorPreferences);

    const profile = await getProfileReads(userId);
    expect(profile.completedSkills).toEqual(await listCompletedSkills(userId));
    expect(profile.securityEvents).toEqual(await listSecurityEvents(userId, 10));
    expect(profile.oauthAccounts).toEqual([{ provider: "google", createdAt: expect.any(Date) }]);
    expect(profile.visitorPreferences).toEqual(await getVisitorPreferences(userId));
    expect(profile.visitorPreferences?.areas).toEqual(["sleep"]);
    expect(profile.reminderSettings).toBeNull();
    await saveReminderSettings(userId, {
      enabled: true,
      days: [1, 5],
      minuteOfDay: 570,
      practices: ["mood", "reflection"],
      quietStart: 1320,
      quietEnd: 420,
      byEmail: true,
      nextDueAt: new Date("2026-11-30T09:30:00Z"),
    });
    request.memo.clear();
    expect((await getProfileReads(userId)).reminderSettings).toEqual(await getReminderSettings(userId));
  });

  it("are empty for a user that does not exist", async () => {
    await startRequest("/dashboard");
    const reads = await getDashboardReads("00000000-0000-4000-8000-000000000000");
    expect(reads).toEqual({
      elements: [],
      checks: [],
      habits: [],
      visitorPreferences: null,
      window: { windowChecks: [], windowJournal: [], windowElements: [], windowCompletions: [], windowAnswers: [] },
    });
    expect(await getHabitsPageReads("00000000-0000-4000-8000-000000000000")).toEqual({ habits: [], latestCheck: null, visitorPreferences: null });
  });
});
