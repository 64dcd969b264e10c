import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { securityEvents, userSessions } from "@/db/schema";

// Sessions end to end through next-auth itself (its Credentials sign-in, its JWT cookie): a row is
// made at sign-in, the token carries its id, and every check of the session reads the row in the
// same statement as the user. Only Next's request scope is stood in for: the request's headers and
// the response's cookie jar.

const SECRET = "integration-secret-0123456789-0123456789";
const MAC_CHROME = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const WINDOWS_FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
const PASSWORD = "quiet-lotus-river-42";

const request = vi.hoisted(() => ({ headers: new Headers(), jar: new Map<string, string>() }));
vi.mock("next/headers", () => ({
  headers: async () => request.headers,
  cookies: async () => ({
    get: (name: string) => (request.jar.has(name) ? { name, value: request.jar.get(name)! } : undefined),
    getAll: () => [...request.jar].map(([name, value]) => ({ name, value })),
    has: (name: string) => request.jar.has(name),
    set: (name: string | { name: string; value: string }, value?: string) => {
      const [key, val] = typeof name === "string" ? [name, value ?? ""] : [name.name, name.value];
      if (val) request.jar.set(key, val);
      else request.jar.delete(key);
    },
    delete: (name: string) => request.jar.delete(name),
  }),
}));
vi.mock("next/cache", () => ({ refresh: () => {}, revalidatePath: () => {} }));

process.env.AUTH_SECRET = SECRET;
const { resetEnvCache } = await import("@/lib/env");
resetEnvCache();
const { loginWithPassword, logout, signupWithPassword } = await import("@/lib/auth/accounts");
const { getSessionState } = await import("@/lib/auth/session");
const { endDevice, endOtherDevices } = await import("@/lib/auth/devices");
const { createPasswordResetToken } = await import("@/lib/data/password-resets");
const { hashResetToken, resetPassword } = await import("@/lib/auth/password-reset");
const { SESSION_COOKIE } = await import("@/lib/auth/claims");
const { buildAccountExport } = await import("@/lib/account/export");

/** One browser: its User-Agent and its own session cookie. */
type Browser = { ua: string; cookie: string };

function on(browser: Browser) {
  request.headers = new Headers({ host: "localhost:3000", "x-forwarded-proto": "http", "user-agent": browser.ua, cookie: browser.cookie });
  request.jar = new Map();
}

/**
 * Runs `action` as `browser`, which keeps a session cookie it is given. A cleared cookie is kept
 * all the same, as a copy someone took would be: it must be refused on its own.
 */
async function as<T>(browser: Browser, action: () => Promise<T>): Promise<T> {
  on(browser);
  const result = await action();
  const issued = request.jar.get(SESSION_COOKIE);
  if (issued) browser.cookie = `${SESSION_COOKIE}=${issued}`;
  return result;
}

async function signedIn(browser: Browser) {
  on(browser);
  return getSessionState();
}

async function kinds(userId: string) {
  const rows = await getDb()
    .select({ kind: securityEvents.kind })
    .from(securityEvents)
    .where(eq(securityEvents.userId, userId))
    .orderBy(securityEvents.createdAt);
  return rows.map((r) => r.kind);
}

const sessionRows = (userId: string) => getDb().select().from(userSessions).where(eq(userSessions.userId, userId)).orderBy(userSessions.createdAt);

let email = "";
let counter = 0;
beforeEach(() => {
  counter += 1;
  email = `sessions-${counter}@example.com`;
});
afterEach(() => vi.useRealTimers());

async function signUp(browser: Browser, rememberMe = true) {
  const result = await as(browser, () =>
    signupWithPassword({ firstName: "Asha", lastName: "Rao", email, password: PASSWORD, confirmPassword: PASSWORD, rememberMe }),
  );
  expect(result).toMatchObject({ ok: true });
  return result.ok ? result.data.id : "";
}

describe("signed-in sessions", () => {
  it("a signup makes a session row in words, records 'signed_up' (not a login), and a later login another row", async () => {
    const mac: Browser = { ua: MAC_CHROME, cookie: "" };
    const pc: Browser = { ua: WINDOWS_FIREFOX, cookie: "" };
    const userId = await signUp(mac);
    expect(await kinds(userId)).toEqual(["signed_up"]);
    expect((await signedIn(mac)).current?.user.id).toBe(userId);

    expect((await as(pc, () => loginWithPassword({ email, password: PASSWORD, rememberMe: false }))).ok).toBe(true);
    expect(await kinds(userId)).toEqual(["signed_up", "login_succeeded"]);
    const rows = await sessionRows(userId);
    expect(rows.map((r) => [r.device, r.rememberMe, r.endedAt])).toEqual([
      ["Chrome on macOS", true, null],
      ["Firefox on Windows", false, null],
    ]);
    expect((await signedIn(mac)).current?.claims.sid).toBe(rows[0]!.id);
    expect((await signedIn(pc)).current?.claims.sid).toBe(rows[1]!.id);
    // The person's download lists them too: what is kept about them is theirs to see.
    const exported = await buildAccountExport((await signedIn(pc)).current!.user);
    expect(exported.sessions.map((s) => [s.device, s.endReason])).toEqual([
      ["Firefox on Windows", null],
      ["Chrome on macOS", null],
    ]);
  });

  it("a session ended from another device is refused on its next request; logout ends only its own", async () => {
    const mac: Browser = { ua: MAC_CHROME, cookie: "" };
    const pc: Browser = { ua: WINDOWS_FIREFOX, cookie: "" };
    const phone: Browser = { ua: MAC_CHROME, cookie: "" };
    const userId = await signUp(mac);
    await as(pc, () => loginWithPassword({ email, password: PASSWORD, rememberMe: true }));
    await as(phone, () => loginWithPassword({ email, password: PASSWORD, rememberMe: true }));
    const macSession = (await signedIn(mac)).current!.claims.sid;

    on(pc);
    expect(await endDevice({ sessionId: macSession })).toEqual({ ok: true, data: null });
    expect(await signedIn(mac)).toEqual({ current: null, stale: true });
    on(pc);
    expect(await endDevice({ sessionId: macSession })).toMatchObject({ ok: false, status: 404 });
    on(pc);
    expect(await endDevice({ sessionId: (await signedIn(pc)).current!.claims.sid })).toMatchObject({ ok: false, status: 400 });

    await as(phone, () => logout());
    expect(request.jar.has(SESSION_COOKIE)).toBe(false);
    expect((await signedIn(phone)).stale).toBe(true);
    expect((await signedIn(pc)).current?.user.id).toBe(userId);
    expect(await kinds(userId)).toEqual(["signed_up", "login_succeeded", "login_succeeded", "session_ended", "logged_out"]);
    expect((await sessionRows(userId)).map((r) => r.endReason)).toEqual(["ended_elsewhere", null, "signed_out"]);
  });

  it("never ends another person's session, and 'all other devices' keeps this one", async () => {
    const mine: Browser = { ua: MAC_CHROME, cookie: "" };
    const theirs: Browser = { ua: WINDOWS_FIREFOX, cookie: "" };
    const theirId = await signUp(theirs);
    const theirSession = (await signedIn(theirs)).current!.claims.sid;
    email = `sessions-other-${counter}@example.com`;
    const myId = await signUp(mine);
    const second: Browser = { ua: WINDOWS_FIREFOX, cookie: "" };
    await as(second, () => loginWithPassword({ email, password: PASSWORD, rememberMe: true }));

    on(mine);
    expect(await endDevice({ sessionId: theirSession })).toMatchObject({ ok: false, status: 404 });
    expect((await signedIn(theirs)).current?.user.id).toBe(theirId);
    on(mine);
    expect(await endDevice({ sessionId: "not-an-id" })).toMatchObject({ ok: false, status: 422 });

    on(mine);
    expect(await endOtherDevices()).toEqual({ ok: true, data: { ended: 1 } });
    expect((await signedIn(second)).stale).toBe(true);
    expect((await signedIn(mine)).current?.user.id).toBe(myId);
    expect((await kinds(myId)).at(-1)).toBe("sessions_ended_others");
  });

  it("ends a session unused for 12 hours without Remember me, or 30 days with it, and records it once", async () => {
    const brief: Browser = { ua: MAC_CHROME, cookie: "" };
    const kept: Browser = { ua: WINDOWS_FIREFOX, cookie: "" };
    const userId = await signUp(brief, false);
    await as(kept, () => loginWithPassword({ email, password: PASSWORD, rememberMe: true }));
    const unused = (hours: number) =>
      getDb()
        .update(userSessions)
        .set({ lastSeenAt: sql`now() - make_interval(hours => ${hours})` })
        .where(eq(userSessions.userId, userId));

    await unused(11);
    expect((await signedIn(brief)).current).not.toBeNull();
    await unused(13);
    expect((await signedIn(kept)).current).not.toBeNull();
    expect(await signedIn(brief)).toEqual({ current: null, stale: true });
    expect(await signedIn(brief)).toEqual({ current: null, stale: true });

    await unused(30 * 24 + 1);
    expect(await signedIn(kept)).toEqual({ current: null, stale: true });
    expect((await sessionRows(userId)).map((r) => r.endReason)).toEqual(["idle", "idle"]);
    expect((await kinds(userId)).filter((k) => k === "session_idle")).toHaveLength(2);
  });

  it("moves 'last seen' on at most every five minutes of use", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date() });
    const mac: Browser = { ua: MAC_CHROME, cookie: "" };
    const userId = await signUp(mac);
    const lastSeen = async () => (await sessionRows(userId))[0]!.lastSeenAt.getTime();
    const started = await lastSeen();
    vi.setSystemTime(Date.now() + 4 * 60_000);
    await signedIn(mac);
    expect(await lastSeen()).toBe(started);
    vi.setSystemTime(Date.now() + 2 * 60_000);
    await signedIn(mac);
    expect(await lastSeen()).toBe(Date.now());
  });

  it("a sign-in deletes the person's session rows that stopped counting more than 90 days ago, and nothing else", async () => {
    const mac: Browser = { ua: MAC_CHROME, cookie: "" };
    const userId = await signUp(mac);
    const liveSession = (await signedIn(mac)).current!.claims.sid;
    email = `sessions-neighbour-${counter}@example.com`;
    const neighbourId = await signUp({ ua: WINDOWS_FIREFOX, cookie: "" });
    const daysAgo = (days: number) => sql`now() - make_interval(hours => ${Math.round(days * 24)})`;
    type Row = { label: string; userId?: string; rememberMe: boolean; created: number; lastSeen: number; ended?: number };
    // Each just inside or just past keeping (days ago): ended 89 / 91 days ago; without Remember me,
    // unused past its 12 hours for 89 / 91 days, or outliving its one-day token by that long while in
    // use; with it, outliving its 30-day token (which always comes before 30 days unused).
    const rows: Row[] = [
      { label: "ended, kept", rememberMe: true, created: 100, lastSeen: 90, ended: 89 },
      { label: "ended, gone", rememberMe: true, created: 100, lastSeen: 92, ended: 91 },
      { label: "brief idle, kept", rememberMe: false, created: 89.6, lastSeen: 89.5 },
      { label: "brief idle, gone", rememberMe: false, created: 91.6, lastSeen: 91.5 },
      { label: "brief outlived, kept", rememberMe: false, created: 90.9, lastSeen: 90.2 },
      { label: "brief outlived, gone", rememberMe: false, created: 92.1, lastSeen: 91.2 },
      { label: "outlived, kept", rememberMe: true, created: 119, lastSeen: 89.5 },
      { label: "outlived, gone", rememberMe: true, created: 121, lastSeen: 91.5 },
      { label: "neighbour's, kept", userId: neighbourId, rememberMe: true, created: 400, lastSeen: 400, ended: 399 },
    ];
    for (const row of rows) {
      await getDb()
        .insert(userSessions)
        .values({
          userId: row.userId ?? userId,
          rememberMe: row.rememberMe,
          device: row.label,
          address: "unknown",
          createdAt: daysAgo(row.created),
          lastSeenAt: daysAgo(row.lastSeen),
          endedAt: row.ended === undefined ? null : daysAgo(row.ended),
          endReason: row.ended === undefined ? null : "signed_out",
        });
    }
    const devices = async (owner: string) => (await sessionRows(owner)).map((r) => r.device).toSorted();

    const phone: Browser = { ua: WINDOWS_FIREFOX, cookie: "" };
    email = `sessions-${counter}@example.com`;
    expect((await as(phone, () => loginWithPassword({ email, password: PASSWORD, rememberMe: true }))).ok).toBe(true);

    expect(await devices(userId)).toEqual(
      ["Chrome on macOS", "Firefox on Windows", "brief idle, kept", "brief outlived, kept", "ended, kept", "outlived, kept"].toSorted(),
    );
    expect(await devices(neighbourId)).toEqual(["Firefox on Windows", "neighbour's, kept"].toSorted());
    // The sessions in use carry on.
    expect((await signedIn(mac)).current?.claims.sid).toBe(liveSession);
    expect((await signedIn(phone)).current?.user.id).toBe(userId);
  });

  it("a password reset ends every session and says so once in the history", async () => {
    const mac: Browser = { ua: MAC_CHROME, cookie: "" };
    const pc: Browser = { ua: WINDOWS_FIREFOX, cookie: "" };
    const userId = await signUp(mac);
    await as(pc, () => loginWithPassword({ email, password: PASSWORD, rememberMe: true }));
    const token = `reset-token-${counter}-0123456789abcdef`;
    await createPasswordResetToken(userId, hashResetToken(token), new Date(Date.now() + 60_000));
    const fresh = "a-new-calm-password-77";
    expect((await as(pc, () => resetPassword({ token, password: fresh, confirmPassword: fresh }))).ok).toBe(true);
    expect((await signedIn(mac)).stale).toBe(true);
    expect((await signedIn(pc)).stale).toBe(true);
    expect((await sessionRows(userId)).map((r) => r.endReason)).toEqual(["password_changed", "password_changed"]);
    expect((await kinds(userId)).slice(-2)).toEqual(["reset_used", "sessions_ended_password"]);
  });
});
