import { beforeAll, describe, expect, it } from "vitest";
import { encode } from "next-auth/jwt";
import { resetEnvCache } from "@/lib/env";
import { cookieFromHeader, openNote, PASSKEY_SETUP_COOKIE, PENDING_LOGIN_COOKIE, sealNote } from "@/lib/two-step/pending-login";
import { SESSION_COOKIE } from "@/lib/auth/claims";

const NOW = Date.UTC(2026, 10, 25, 8, 0, 0);

beforeAll(() => {
  process.env.AUTH_SECRET = "pending-login-unit-secret-0123456789";
  resetEnvCache();
});

describe("the pending login", () => {
  it("opens within its five minutes and not after", async () => {
    const value = await sealNote(PENDING_LOGIN_COOKIE, { uid: "u1", sv: 3, rm: true }, NOW);
    expect(await openNote(PENDING_LOGIN_COOKIE, value, NOW + 299_000)).toEqual({ uid: "u1", sv: 3, rm: true, until: NOW / 1000 + 300 });
    expect(await openNote(PENDING_LOGIN_COOKIE, value, NOW + 300_000)).toBeNull();
  });

  it("cannot be read as another kind of note, nor made from a session token", async () => {
    const value = await sealNote(PASSKEY_SETUP_COOKIE, { uid: "u1", sv: 0, rm: false, challenge: "c" }, NOW);
    expect(await openNote(PENDING_LOGIN_COOKIE, value, NOW)).toBeNull();
    const session = await encode({ token: { uid: "u1", sv: 0, rm: false, until: NOW / 1000 + 60 }, secret: process.env.AUTH_SECRET!, salt: SESSION_COOKIE });
    expect(await openNote(PENDING_LOGIN_COOKIE, session, NOW)).toBeNull();
  });

  it("refuses a tampered value", async () => {
    const value = await sealNote(PENDING_LOGIN_COOKIE, { uid: "u1", sv: 0, rm: false }, NOW);
    // One character of the tag changed: the one it replaces is read, so it is never swapped for itself.
    const flipped = value.slice(0, -3) + (value.at(-3) === "A" ? "B" : "A") + value.slice(-2);
    expect(await openNote(PENDING_LOGIN_COOKIE, flipped, NOW)).toBeNull();
  });

  it("is found by name in a Cookie header", () => {
    expect(cookieFromHeader("a=1; jtp.two-step=abc=def; b=2", PENDING_LOGIN_COOKIE)).toBe("abc=def");
    expect(cookieFromHeader(null, PENDING_LOGIN_COOKIE)).toBeUndefined();
  });
});
