// First: Next's request scope stood in for, before any app module loads.
import "../support/session-browser-mocks";
import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { userSessions } from "@/db/schema";
import { MAC_CHROME, PASSWORD, WINDOWS_FIREFOX, as, kinds, sessionRows, signUp, signedIn, type Browser } from "../support/session-browsers";

// How a signed-in session stops counting, through next-auth itself as user-sessions.test.ts: unused
// for too long, by a password reset; how often its last use is written; and when its row is deleted.

const { loginWithPassword } = await import("@/lib/auth/accounts");
const { createPasswordResetToken } = await import("@/lib/data/password-resets");
const { hashResetToken, resetPassword } = await import("@/lib/auth/password-reset");

let email = "";
let counter = 0;
beforeEach(() => {
  counter += 1;
  email = `expiry-${counter}@example.com`;
});
afterEach(() => vi.useRealTimers());

describe("signed-in sessions ending", () => {
  it("ends a session unused for 12 hours without Remember me, or 30 days with it, and records it once", async () => {
    const brief: Browser = { ua: MAC_CHROME, cookie: "" };
    const kept: Browser = { ua: WINDOWS_FIREFOX, cookie: "" };
    const userId = await signUp(brief, email, false);
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
    const userId = await signUp(mac, email);
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
    const userId = await signUp(mac, email);
    const liveSession = (await signedIn(mac)).current!.claims.sid;
    email = `expiry-neighbour-${counter}@example.com`;
    const neighbourId = await signUp({ ua: WINDOWS_FIREFOX, cookie: "" }, email);
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
    email = `expiry-${counter}@example.com`;
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
    const userId = await signUp(mac, email);
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
