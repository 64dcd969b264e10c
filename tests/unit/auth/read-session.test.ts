import { encode } from "next-auth/jwt";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from "@/lib/auth/claims";
import { readSessionClaims } from "@/lib/auth/read-session";
import { resetEnvCache } from "@/lib/env";

const secret = "a-test-secret-that-is-long-enough-0123456789";
const nowSeconds = () => Math.floor(Date.now() / 1000);
// Fixed once: read again later, a slow machine can cross a second and the claims would differ.
const SIGNED_IN_AT = nowSeconds() - 60;
const claims = () => ({
  uid: "5f0c6c52-1d3a-4a53-9d7e-3c1c3e4f5a6b",
  sv: 2,
  sid: "0b7e2a4c-3f1d-4e6b-8a9c-1d2e3f4a5b6c",
  rc: true,
  rm: true,
  lat: SIGNED_IN_AT,
});

/** A session token exactly as next-auth writes it into the cookie. */
const nextAuthToken = (options: { maxAge?: number; secret?: string; salt?: string } = {}) =>
  encode({ token: { sub: "x", ...claims() }, secret: options.secret ?? secret, salt: options.salt ?? SESSION_COOKIE, maxAge: options.maxAge ?? 3600 });

beforeEach(() => {
  process.env.AUTH_SECRET = secret;
  resetEnvCache();
});

afterEach(() => {
  vi.useRealTimers();
  delete process.env.AUTH_SECRET;
  resetEnvCache();
});

describe("readSessionClaims", () => {
  it("reads the claims of a cookie next-auth issued, under either of its names, and again when asked again", async () => {
    const token = await nextAuthToken();
    expect(await readSessionClaims(`theme=calm; ${SESSION_COOKIE}=${token}`)).toEqual(claims());
    expect(await readSessionClaims(`${SESSION_COOKIE}=${token}`)).toEqual(claims());
    const secure = await nextAuthToken({ salt: SECURE_SESSION_COOKIE });
    expect(await readSessionClaims(`${SECURE_SESSION_COOKIE}=${secure}`)).toEqual(claims());
    // Each name is its own salt: a token moved to the other name does not decode.
    expect(await readSessionClaims(`${SECURE_SESSION_COOKIE}=${token}`)).toBeNull();
  });

  it("reads a cookie next-auth split into chunks", async () => {
    const token = await nextAuthToken();
    const half = Math.floor(token.length / 2);
    expect(await readSessionClaims(`${SESSION_COOKIE}.0=${token.slice(0, half)}; ${SESSION_COOKIE}.1=${token.slice(half)}`)).toEqual(claims());
  });

  it("refuses a token for another secret, a tampered one and garbage, and reads nothing without a secret", async () => {
    const token = await nextAuthToken();
    expect(await readSessionClaims(`${SESSION_COOKIE}=${await nextAuthToken({ secret: "another-secret-entirely-0123456789" })}`)).toBeNull();
    const parts = token.split(".");
    const flipped = parts[3]!.startsWith("A") ? `B${parts[3]!.slice(1)}` : `A${parts[3]!.slice(1)}`;
    expect(await readSessionClaims(`${SESSION_COOKIE}=${[parts[0], parts[1], parts[2], flipped, parts[4]].join(".")}`)).toBeNull();
    expect(await readSessionClaims(`${SESSION_COOKIE}=not.a.token..x`)).toBeNull();
    expect(await readSessionClaims(null)).toBeNull();
    expect(await readSessionClaims(`${SESSION_COOKIE}=${token}`)).toEqual(claims());
    process.env.AUTH_SECRET = "";
    resetEnvCache();
    expect(await readSessionClaims(`${SESSION_COOKIE}=${token}`)).toBeNull();
  });

  it("refuses a token once it has expired, even one it has read before", async () => {
    const token = await nextAuthToken({ maxAge: 60 });
    expect(await readSessionClaims(`${SESSION_COOKIE}=${token}`)).not.toBeNull();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 2 * 60_000);
    expect(await readSessionClaims(`${SESSION_COOKIE}=${token}`)).toBeNull();
  });
});
