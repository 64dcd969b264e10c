import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { checkTotpCode, groupedSecret, newTotpSecret, totpUri } from "@/lib/two-step/totp";

// Fixed instants stand in for the clock: each code is the one an app would show at that time.
const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const T0 = Date.UTC(2026, 10, 25, 8, 0, 0); // a step boundary (divisible by 30 s)
const STEP0 = T0 / 30_000;
const codeAt = (time: number) => new TOTP({ secret: Secret.fromBase32(SECRET) }).generate({ timestamp: time });

describe("checkTotpCode", () => {
  it("accepts the current code and names its step", () => {
    expect(checkTotpCode(SECRET, codeAt(T0), null, T0 + 5_000)).toEqual({ ok: true, step: STEP0 });
  });

  it("accepts the code one step either side (a phone clock a little off), and no further", () => {
    expect(checkTotpCode(SECRET, codeAt(T0 - 30_000), null, T0 + 1_000)).toEqual({ ok: true, step: STEP0 - 1 });
    expect(checkTotpCode(SECRET, codeAt(T0 + 30_000), null, T0 + 1_000)).toEqual({ ok: true, step: STEP0 + 1 });
    expect(checkTotpCode(SECRET, codeAt(T0 - 60_000), null, T0 + 1_000)).toEqual({ ok: false });
    expect(checkTotpCode(SECRET, codeAt(T0 + 60_000), null, T0 + 1_000)).toEqual({ ok: false });
  });

  it("refuses a code whose step was already used, or an earlier one, within its window", () => {
    expect(checkTotpCode(SECRET, codeAt(T0), STEP0, T0 + 10_000)).toEqual({ ok: false });
    expect(checkTotpCode(SECRET, codeAt(T0 - 30_000), STEP0, T0 + 10_000)).toEqual({ ok: false });
    expect(checkTotpCode(SECRET, codeAt(T0 + 30_000), STEP0, T0 + 29_000)).toEqual({ ok: true, step: STEP0 + 1 });
  });

  it("reads spaces and a dash as the same code, and refuses anything not six digits", () => {
    const code = codeAt(T0);
    expect(checkTotpCode(SECRET, `${code.slice(0, 3)} ${code.slice(3)}`, null, T0).ok).toBe(true);
    expect(checkTotpCode(SECRET, `${code.slice(0, 3)}-${code.slice(3)}`, null, T0).ok).toBe(true);
    expect(checkTotpCode(SECRET, code.slice(0, 5), null, T0).ok).toBe(false);
    expect(checkTotpCode(SECRET, "abcdef", null, T0).ok).toBe(false);
  });

  it("refuses another secret's code", () => {
    const otherCode = new TOTP({ secret: Secret.fromBase32(newTotpSecret()) }).generate({ timestamp: T0 });
    expect(checkTotpCode(SECRET, otherCode === codeAt(T0) ? "000000" : otherCode, null, T0).ok).toBe(false);
  });
});

describe("setting up an app", () => {
  it("makes 160-bit secrets, new each time", () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
  });

  it("writes the otpauth address apps read: issuer, the person's email, SHA-1, six digits, 30 s", () => {
    const uri = new URL(totpUri(SECRET, "asha@example.com"));
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.host).toBe("totp");
    expect(decodeURIComponent(uri.pathname)).toBe("/Journey to Peace:asha@example.com");
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({ issuer: "Journey to Peace", secret: SECRET, algorithm: "SHA1", digits: "6", period: "30" });
  });

  it("shows the secret in groups of four", () => {
    expect(groupedSecret("ABCDEFGHIJ")).toBe("ABCD EFGH IJ");
  });
});
