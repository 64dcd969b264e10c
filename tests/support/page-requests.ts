/**
 * The shared setup of the page-queries tests (tests/integration/page-queries-*.test.ts): a
 * database of their own whose logger counts every query, one signed-in person with a little of
 * everything, and `startRequest`, which plays one page request through proxy.ts and counts its
 * session reads and queries. Each test file mocks react, next/headers, next/navigation and the
 * session reader with tests/support/request-scope.ts, then calls `setUpPageRequests` in beforeAll.
 */
import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { setDbForTests } from "@/db/client";
import { seedHabits } from "@/db/seed";
import * as schema from "@/db/schema";
import { scope } from "./request-scope";
import { createTestDatabase } from "./test-db";
import { validAnswers } from "./valid-answers";

const SECRET = "integration-secret-0123456789-0123456789";
process.env.AUTH_SECRET = SECRET;
(await import("@/lib/env")).resetEnvCache();

/** A database of our own whose logger counts every query: PGlite, or Postgres (prepared statements on) with TEST_DATABASE_URL. */
function countingDatabase() {
  return createTestDatabase({ logger: { logQuery: () => void scope.queries++ }, postgres: { max: 2, prepare: true } });
}

/** The request headers the server sees after proxy.ts, for a client sending `sent`. */
async function throughProxy(path: string, sent: Record<string, string>): Promise<Headers> {
  const { proxy } = await import("@/proxy");
  const response = await proxy(new NextRequest(`http://localhost${path}`, { headers: sent }));
  const override = response.headers.get("x-middleware-override-headers");
  if (override === null) return new Headers(sent); // passed on as it came
  const forwarded = new Headers();
  for (const name of override.split(",").filter(Boolean)) {
    const value = response.headers.get(`x-middleware-request-${name}`);
    if (value !== null) forwarded.set(name, value);
  }
  return forwarded;
}

/**
 * The counting database, seeded with the habit library, and one signed-in person (Asha) with a
 * body type and a guna result, two elements, a mood check, a skill answered, a sign-in event, a
 * Google link and the landing page's choices. `startRequest(path)` starts a page request: a fresh
 * per-request cache, the headers through proxy.ts, and counters read from there on.
 */
export async function setUpPageRequests() {
  const { db, dispose } = await countingDatabase();
  await seedHabits(db);
  setDbForTests(db);

  const { submitAssessment } = await import("@/lib/assessments/submit");
  const { createUser, linkOAuthAccount } = await import("@/lib/data/users");
  const { createMoodCheck, saveMoodElement } = await import("@/lib/data/mood");
  const { listHabits, saveSkillResponses } = await import("@/lib/data/habits");
  const { insertSecurityEvent } = await import("@/lib/data/security-events");
  const { saveVisitorPreferences } = await import("@/lib/data/visitor-onboarding");

  const user = await createUser({ email: "reads@example.com", firstName: "Asha", lastName: "Reads", passwordHash: null });
  const userId = user!.id;
  for (const kind of ["onboarding", "guna"] as const) {
    const saved = await submitAssessment(userId, { kind, answers: validAnswers()[kind] });
    if (!saved.ok) throw new Error(`${kind} was not saved: ${saved.message}`);
  }
  await saveMoodElement(userId, "apas", "2026-11-20");
  await saveMoodElement(userId, "agni", "2026-11-21");
  await createMoodCheck({ userId, mind: 2, body: 3, temperature: 4, acute: false, companion: "anu", result: { calm: 4 } });
  const [habit] = await listHabits();
  const [firstSkill] = await db.select().from(schema.skills).where(eq(schema.skills.habitId, habit!.id)).limit(1);
  await saveSkillResponses(userId, firstSkill!.id, [{ activityKey: "a1", kind: "text", answers: ["yes"] }]);
  await insertSecurityEvent({ userId, kind: "login_succeeded", address: "10.0.0.0/24" });
  await linkOAuthAccount(userId, "google", "g-123");
  await saveVisitorPreferences(userId, { areas: ["sleep"], track: "sleep", answers: { "sleep-q1": "a" } });

  const { signedInCookie } = await import("./session-cookie");
  const { cookie } = await signedInCookie(userId, { secret: SECRET });

  /** Starts a request: a fresh per-request cache, and the counters read from here. */
  async function startRequest(path: string, sent: Record<string, string> = { cookie }) {
    scope.memo = new Map();
    scope.headers = await throughProxy(path, sent);
    scope.queries = 0;
    const readsBefore = scope.sessionReads;
    return { reads: () => scope.sessionReads - readsBefore, queries: () => scope.queries };
  }

  return { userId, dispose, startRequest };
}
