import { Secret, TOTP } from "otpauth";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/data/db";
import { pendingLogins, rateLimits, recoveryCodes, securityEvents } from "@/db/schema";
import { eq } from "drizzle-orm";

// The whole sign-in through next-auth's own route, as a browser (or anyone) can post it: a right
// password on a two-step account makes no session; the second step makes one only with a live
// pending login for the same person and a right, unused answer.

process.env.AUTH_SECRET = "two-step-test-secret-0123456789-abcdef";
const { resetEnvCache } = await import("@/lib/env");
resetEnvCache();
const { hashPassword } = await import("@/lib/auth/password");
const { createUser, getUserById, updatePasswordHash } = await import("@/lib/data/users");
const { saveUnconfirmedTotp, confirmTotp, replaceRecoveryCodes } = await import("@/lib/data/two-step");
const { post, pendingCookie } = await import("../support/two-step-route");
const { hashRecoveryCode, newRecoveryCodes } = await import("@/lib/two-step/recovery-codes");
const { newTotpSecret } = await import("@/lib/two-step/totp");

const PASSWORD = "calm-river-stones-42";
let secret = "";
let codes: string[] = [];
let withTwoStep = { id: "", sv: 0 };
let other = { id: "", sv: 0 };

const codeAt = (offsetSteps = 0) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });

beforeAll(async () => {
  const passwordHash = await hashPassword(PASSWORD);
  const a = (await createUser({ email: "two-step@example.com", firstName: "Asha", lastName: "Vale", passwordHash }))!;
  const b = (await createUser({ email: "one-step@example.com", firstName: "Ravi", lastName: "Dune", passwordHash }))!;
  withTwoStep = { id: a.id, sv: a.sessionVersion };
  other = { id: b.id, sv: b.sessionVersion };
  secret = newTotpSecret();
  await saveUnconfirmedTotp(a.id, secret);
  await confirmTotp(a.id);
  codes = newRecoveryCodes();
  await replaceRecoveryCodes(a.id, codes.map(hashRecoveryCode));
});

const kindsOf = async (userId: string) => (await db().select().from(securityEvents).where(eq(securityEvents.userId, userId))).map((e) => e.kind);

beforeEach(async () => {
  await db().delete(rateLimits);
});

describe("the password step", () => {
  it("makes no session for a two-step account, and asks for the second step", async () => {
    const outcome = await post("credentials", { email: "two-step@example.com", password: PASSWORD });
    expect(outcome.session).toBe(false);
    expect(outcome.location).toContain("code=second_step");
    // Recent activity says what happened: a right password, not (yet) a login.
    expect(await kindsOf(withTwoStep.id)).toEqual(["second_step_asked"]);
  });

  it("still signs in an account without two-step", async () => {
    expect((await post("credentials", { email: "one-step@example.com", password: PASSWORD })).session).toBe(true);
  });
});

describe("the second step", () => {
  it("signs in with a live pending login and the app's code, and the same code never works twice", async () => {
    const code = codeAt();
    const first = await post("two-step", { method: "totp", code }, await pendingCookie(withTwoStep.id, withTwoStep.sv));
    expect(first.session).toBe(true);
    expect(await kindsOf(withTwoStep.id)).toContain("login_succeeded");
    const again = await post("two-step", { method: "totp", code }, await pendingCookie(withTwoStep.id, withTwoStep.sv));
    expect(again).toMatchObject({ session: false });
    expect(again.location).toContain("code=second_step_invalid");
  });

  it("makes no session without a pending login, whatever code is posted", async () => {
    const outcome = await post("two-step", { method: "totp", code: codeAt(1) });
    expect(outcome.session).toBe(false);
    expect(outcome.location).toContain("code=second_step_expired");
  });

  it("refuses a pending login past its five minutes", async () => {
    const stale = await pendingCookie(withTwoStep.id, withTwoStep.sv, Date.now() - 5 * 60_000 - 1000);
    const outcome = await post("two-step", { method: "totp", code: codeAt(1) }, stale);
    expect(outcome).toEqual({ session: false, location: expect.stringContaining("code=second_step_expired") });
  });

  it("is bound to its person: another account's pending login cannot use this person's code", async () => {
    const outcome = await post("two-step", { method: "totp", code: codeAt(1) }, await pendingCookie(other.id, other.sv));
    expect(outcome.session).toBe(false);
  });

  it("ends when a password change (or reset) ends every session: every pending login's row ends with it", async () => {
    const cookies = [await pendingCookie(withTwoStep.id, withTwoStep.sv), await pendingCookie(withTwoStep.id, withTwoStep.sv)];
    await updatePasswordHash(withTwoStep.id, await hashPassword(PASSWORD));
    withTwoStep.sv = (await getUserById(withTwoStep.id))!.sessionVersion;
    for (const cookie of cookies) expect((await post("two-step", { method: "totp", code: codeAt(1) }, cookie)).location).toContain("code=second_step_expired");
    const rows = await db().select().from(pendingLogins).where(eq(pendingLogins.userId, withTwoStep.id));
    expect(rows.filter((row) => row.endedAt === null)).toEqual([]);
    const newest = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).slice(0, 2);
    expect(newest.map((row) => row.endReason)).toEqual(["password_changed", "password_changed"]);
  });

  it("takes a recovery code once, and records that it was used", async () => {
    const code = codes[3]!.toLowerCase();
    expect((await post("two-step", { method: "recovery", code }, await pendingCookie(withTwoStep.id, withTwoStep.sv))).session).toBe(true);
    expect((await post("two-step", { method: "recovery", code }, await pendingCookie(withTwoStep.id, withTwoStep.sv))).session).toBe(false);
    const used = await db().select().from(recoveryCodes).where(eq(recoveryCodes.userId, withTwoStep.id));
    expect(used.filter((row) => row.usedAt !== null)).toHaveLength(1);
    expect(used.map((row) => row.codeHash)).not.toContain(codes[3]);
    const events = await db().select().from(securityEvents).where(eq(securityEvents.userId, withTwoStep.id));
    expect(events.filter((e) => e.kind === "recovery_code_used")).toHaveLength(1);
  });

  it("slows wrong answers past one pending login's ten: on the next, even the right code waits", async () => {
    // The clock stands still, as for a guesser faster than the machine here: the wait is 1 s.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date() });
    try {
      const cookie = await pendingCookie(withTwoStep.id, withTwoStep.sv);
      for (let i = 0; i < 10; i++) await post("two-step", { method: "recovery", code: "AAAAA-AAAAA" }, cookie);
      const right = await post("two-step", { method: "recovery", code: codes[5]! }, await pendingCookie(withTwoStep.id, withTwoStep.sv));
      expect(right).toEqual({ session: false, location: expect.stringContaining("code=second_step_rate_limited") });
    } finally {
      vi.useRealTimers();
    }
  });
});
