// First: Next's request scope stood in for, before any app module loads.
import "../support/session-browser-mocks";
import { beforeEach, describe, expect, it } from "vitest";
import { MAC_CHROME, PASSWORD, WINDOWS_FIREFOX, as, cookieCleared, kinds, on, sessionRows, signUp, signedIn, type Browser } from "../support/session-browsers";

// Sessions end to end through next-auth itself (its Credentials sign-in, its JWT cookie): a row is
// made at sign-in, the token carries its id, and every check of the session reads the row in the
// same statement as the user. How sessions end by time and by a password change is
// session-expiry.test.ts.

const { loginWithPassword, logout } = await import("@/lib/auth/accounts");
const { endDevice, endOtherDevices } = await import("@/lib/auth/devices");
const { buildAccountExport } = await import("@/lib/account/export");

let email = "";
let counter = 0;
beforeEach(() => {
  counter += 1;
  email = `sessions-${counter}@example.com`;
});

describe("signed-in sessions", () => {
  it("a signup makes a session row in words, records 'signed_up' (not a login), and a later login another row", async () => {
    const mac: Browser = { ua: MAC_CHROME, cookie: "" };
    const pc: Browser = { ua: WINDOWS_FIREFOX, cookie: "" };
    const userId = await signUp(mac, email);
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
    const userId = await signUp(mac, email);
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
    expect(cookieCleared()).toBe(true);
    expect((await signedIn(phone)).stale).toBe(true);
    expect((await signedIn(pc)).current?.user.id).toBe(userId);
    expect(await kinds(userId)).toEqual(["signed_up", "login_succeeded", "login_succeeded", "session_ended", "logged_out"]);
    expect((await sessionRows(userId)).map((r) => r.endReason)).toEqual(["ended_elsewhere", null, "signed_out"]);
  });

  it("never ends another person's session, and 'all other devices' keeps this one", async () => {
    const mine: Browser = { ua: MAC_CHROME, cookie: "" };
    const theirs: Browser = { ua: WINDOWS_FIREFOX, cookie: "" };
    const theirId = await signUp(theirs, email);
    const theirSession = (await signedIn(theirs)).current!.claims.sid;
    email = `sessions-other-${counter}@example.com`;
    const myId = await signUp(mine, email);
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
});
