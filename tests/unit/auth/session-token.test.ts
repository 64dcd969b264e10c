import { encode } from "next-auth/jwt";
import { describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "@/lib/auth/claims";
import { openHandoff, sealHandoff } from "@/lib/auth/session-handoff";
import { decodeStats, decryptSessionJwe, readSessionCookie } from "@/lib/auth/session-token";

const secret = "a-test-secret-that-is-long-enough-0123456789";
const nowSeconds = () => Math.floor(Date.now() / 1000);
const claims = () => ({ uid: "5f0c6c52-1d3a-4a53-9d7e-3c1c3e4f5a6b", sv: 2, rc: true, rm: false, lat: nowSeconds() - 60 });

/** A session token exactly as next-auth writes it into the cookie. */
const nextAuthToken = (payload: Record<string, unknown>, options: { maxAge?: number; secret?: string } = {}) =>
  encode({ token: payload, secret: options.secret ?? secret, salt: SESSION_COOKIE, maxAge: options.maxAge ?? 3600 });

describe("readSessionCookie", () => {
  it("reads the claims of a token next-auth issued, with one decryption", async () => {
    const token = await nextAuthToken({ sub: "x", ...claims() });
    const before = decodeStats.count;
    expect(readSessionCookie(`theme=calm; ${SESSION_COOKIE}=${token}`, secret)).toEqual({ claims: claims(), cookieName: SESSION_COOKIE });
    expect(decodeStats.count - before).toBe(1);
  });

  it("reads a cookie next-auth split into chunks", async () => {
    const token = await nextAuthToken(claims());
    const half = Math.floor(token.length / 2);
    const header = `${SESSION_COOKIE}.0=${token.slice(0, half)}; ${SESSION_COOKIE}.1=${token.slice(half)}`;
    expect(readSessionCookie(header, secret)?.claims).toEqual(claims());
  });

  it("refuses a token for another secret, a tampered one, an expired one and garbage", async () => {
    const token = await nextAuthToken(claims());
    expect(readSessionCookie(`${SESSION_COOKIE}=${await nextAuthToken(claims(), { secret: "another-secret-entirely-0123456789" })}`, secret)).toBeNull();
    const parts = token.split(".");
    const flipped = parts[3]!.startsWith("A") ? `B${parts[3]!.slice(1)}` : `A${parts[3]!.slice(1)}`;
    expect(readSessionCookie(`${SESSION_COOKIE}=${[parts[0], parts[1], parts[2], flipped, parts[4]].join(".")}`, secret)).toBeNull();
    expect(decryptSessionJwe(await nextAuthToken(claims(), { maxAge: 10 }), secret, SESSION_COOKIE, nowSeconds() + 60)).toBeNull();
    expect(readSessionCookie(`${SESSION_COOKIE}=not.a.token..x`, secret)).toBeNull();
    expect(readSessionCookie(null, secret)).toBeNull();
    expect(readSessionCookie(`${SESSION_COOKIE}=${token}`, undefined)).toBeNull();
  });
});

describe("the proxy's session handoff", () => {
  const token = { claims: claims(), cookieName: SESSION_COOKIE };

  it("hands over what the proxy decoded, and that it found no session", () => {
    expect(openHandoff(sealHandoff(token, secret), secret)).toEqual(token);
    expect(openHandoff(sealHandoff(null, secret), secret)).toBeNull();
  });

  it("ignores a header it did not seal, one sealed with another secret, and an old one", () => {
    const sealed = sealHandoff(token, secret);
    const [body] = sealed.split(".");
    const forgedBody = Buffer.from(JSON.stringify({ t: Date.now(), s: { ...token, claims: { ...token.claims, uid: "someone-else" } } })).toString("base64url");
    expect(openHandoff(`${forgedBody}.${sealed.split(".")[1]}`, secret)).toBeUndefined();
    expect(openHandoff(`${body}.`, secret)).toBeUndefined();
    expect(openHandoff(sealHandoff(token, "another-secret-entirely-0123456789"), secret)).toBeUndefined();
    expect(openHandoff(sealHandoff(token, secret, Date.now() - 120_000), secret)).toBeUndefined();
    expect(openHandoff(null, secret)).toBeUndefined();
    expect(openHandoff("garbage", secret)).toBeUndefined();
  });
});
