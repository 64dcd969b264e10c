import { NextRequest } from "next/server";
import { Secret, TOTP } from "otpauth";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/data/db";
import { rateLimits, recoveryCodes, securityEvents } from "@/db/schema";
import { eq } from "drizzle-orm";

// The whole sign-in through next-auth's own route, as a browser (or anyone) can post it: a right
// password on a two-step account makes no session; the second step makes one only with a live
// pending login for the same person and a right, unused answer.

process.env.AUTH_SECRET = "two-step-test-secret-0123456789-abcdef";
const { resetEnvCache } = await import("@/lib/env");
resetEnvCache();
const { handlers } = await import("@/lib/auth");
const { hashPassword } = await import("@/lib/auth/password");
const { createUser, getUserById, updatePasswordHash } = await import("@/lib/data/users");
const { saveUnconfirmedTotp, confirmTotp, replaceRecoveryCodes } = await import("@/lib/data/two-step");
const { sealNote, PENDING_LOGIN_COOKIE } = await import("@/lib/two-step/pending-login");
const { hashRecoveryCode, newRecoveryCodes } = await import("@/lib/two-step/recovery-codes");
const { newTotpSecret } = await import("@/lib/two-step/totp");

const BASE = "http://localhost:3000";
const PASSWORD = "calm-river-stones-42";
let secret = "";
let codes: string[] = [];
let withTwoStep = { id: "", sv: 0 };
let other = { id: "", sv: 0 };

type Outcome = { location: string; session: boolean };

/** One POST to next-auth's credentials callback with a fresh CSRF pair, plus `cookie`. */
async function post(provider: string, fields: Record<string, string>, cookie = ""): Promise<Outcome> {
  const csrf = await handlers.GET(new NextRequest(`${BASE}/api/auth/csrf`));
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const csrfCookie = csrf.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const response = await handlers.POST(
    new NextRequest(`${BASE}/api/auth/callback/${provider}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: [csrfCookie, cookie].filter(Boolean).join("; ") },
      body: new URLSearchParams({ ...fields, csrfToken, callbackUrl: `${BASE}/dashboard` }),
    }),
  );
  const session = response.headers.getSetCookie().some((c) => /^authjs\.session-token=[^;]+/.test(c));
  return { location: response.headers.get("location") ?? "", session };
}

const pendingCookie = async (uid: string, sv: number, now = Date.now()) =>
  `${PENDING_LOGIN_COOKIE}=${await sealNote(PENDING_LOGIN_COOKIE, { uid, sv, rm: false }, now)}`;
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

  it("ends when a password change ends every session (a new session version)", async () => {
    const cookie = await pendingCookie(withTwoStep.id, withTwoStep.sv);
    await updatePasswordHash(withTwoStep.id, await hashPassword(PASSWORD));
    withTwoStep.sv = (await getUserById(withTwoStep.id))!.sessionVersion;
    const outcome = await post("two-step", { method: "totp", code: codeAt(1) }, cookie);
    expect(outcome.location).toContain("code=second_step_expired");
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

  it("slows wrong answers: after five, even the right code waits", async () => {
    const cookie = await pendingCookie(withTwoStep.id, withTwoStep.sv);
    for (let i = 0; i < 5; i++)
      expect((await post("two-step", { method: "recovery", code: "AAAAA-AAAAA" }, cookie)).location).toContain("code=second_step_invalid");
    const right = await post("two-step", { method: "recovery", code: codes[5]! }, cookie);
    expect(right).toEqual({ session: false, location: expect.stringContaining("code=second_step_rate_limited") });
  });
});
