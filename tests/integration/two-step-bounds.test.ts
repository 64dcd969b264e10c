import { Secret, TOTP } from "otpauth";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/data/db";
import { pendingLogins, rateLimits, securityEvents, totpSecrets } from "@/db/schema";

// Issue 35 item 5: the second step is bounded and single use. Ten answers per pending login (then
// the password again), thirty app codes per person a day, the owner told at once; a pending login
// makes one session at most, and a passkey challenge is taken when it is checked.

process.env.AUTH_SECRET = "two-step-bounds-secret-0123456789-abcdef";
const { resetEnvCache } = await import("@/lib/env");
resetEnvCache();
const { hashPassword } = await import("@/lib/auth/password");
const { createUser } = await import("@/lib/data/users");
const { listOutboxFor } = await import("@/lib/data/outbox");
const { claimPendingCheck, createPendingLogin, setPendingChallenge } = await import("@/lib/data/pending-logins");
const { saveUnconfirmedTotp, confirmTotp, replaceRecoveryCodes } = await import("@/lib/data/two-step");
const { post, pendingCookie } = await import("../support/two-step-route");
const { hashRecoveryCode, newRecoveryCodes } = await import("@/lib/two-step/recovery-codes");
const { newTotpSecret } = await import("@/lib/two-step/totp");

type Person = { id: string; sv: number; email: string; secret: string; codes: string[] };
let n = 0;

async function person(): Promise<Person> {
  n += 1;
  const email = `bounded-${n}@example.com`;
  const user = (await createUser({ email, firstName: "Meera", lastName: "Iyer", passwordHash: await hashPassword("calm-river-stones-42") }))!;
  const secret = newTotpSecret();
  await saveUnconfirmedTotp(user.id, secret);
  await confirmTotp(user.id);
  const codes = newRecoveryCodes();
  await replaceRecoveryCodes(user.id, codes.map(hashRecoveryCode));
  return { id: user.id, sv: user.sessionVersion, email, secret, codes };
}

const codeOf = (p: Person, steps = 0) => new TOTP({ secret: Secret.fromBase32(p.secret) }).generate({ timestamp: Date.now() + steps * 30_000 });
/** A six-digit code that is none of the three the app would accept now. */
const wrongCode = (p: Person) => {
  const right = new Set([-1, 0, 1].map((s) => codeOf(p, s)));
  return ["000000", "111111", "222222", "333333"].find((c) => !right.has(c))!;
};
const kindsOf = async (userId: string) => (await db().select().from(securityEvents).where(eq(securityEvents.userId, userId))).map((e) => e.kind);
const codeOutcome = (location: string) => new URL(location).searchParams.get("code");

// The growing wait between wrong answers is tested in two-step-login.test.ts; here it would only
// add minutes, so each answer starts without it (the daily count is another key and stays).
const withoutWaits = (p: Person) =>
  db()
    .delete(rateLimits)
    .where(eq(rateLimits.key, `twoStep:${p.id}`));

async function wrongAnswers(p: Person, cookie: string, count: number): Promise<string[]> {
  const outcomes = [];
  for (let i = 0; i < count; i += 1) {
    await withoutWaits(p);
    outcomes.push(codeOutcome((await post("two-step", { method: "totp", code: wrongCode(p) }, cookie)).location)!);
  }
  return outcomes;
}

beforeEach(async () => {
  await db().delete(rateLimits);
});

describe("a pending login is single use", () => {
  it("once it has made a session, the same cookie opens nothing, even with the next right code or a recovery code", async () => {
    const p = await person();
    const cookie = await pendingCookie(p.id, p.sv);
    expect((await post("two-step", { method: "totp", code: codeOf(p) }, cookie)).session).toBe(true);
    const next = await post("two-step", { method: "totp", code: codeOf(p, 1) }, cookie);
    expect(next.session).toBe(false);
    expect(codeOutcome(next.location)).toBe("second_step_expired");
    expect((await post("two-step", { method: "recovery", code: p.codes[0]! }, cookie)).session).toBe(false);
    const [row] = await db().select().from(pendingLogins).where(eq(pendingLogins.userId, p.id));
    expect(row).toMatchObject({ endReason: "signed_in" });
  });

  it("two right answers racing on one pending login make one session", async () => {
    const p = await person();
    const cookie = await pendingCookie(p.id, p.sv);
    const outcomes = await Promise.all(p.codes.slice(0, 4).map((code) => post("two-step", { method: "recovery", code }, cookie)));
    expect(outcomes.filter((o) => o.session)).toHaveLength(1);
  });

  it("a passkey challenge is taken from the pending login when an answer to it is checked", async () => {
    const p = await person();
    const pid = await createPendingLogin(p.id, new Date(Date.now() + 60_000));
    expect(await setPendingChallenge(pid, p.id, "challenge-one")).toBe(true);
    expect(await claimPendingCheck(pid, p.id)).toEqual({ checks: 1, challenge: "challenge-one" });
    // The same answer posted again finds no challenge to match.
    expect(await claimPendingCheck(pid, p.id)).toEqual({ checks: 2, challenge: null });
    // And through the route: a passkey answer is checked against nothing once its challenge is taken.
    const cookie = await pendingCookie(p.id, p.sv);
    const answer = await post("two-step", { method: "passkey", response: JSON.stringify({ id: "x", response: {} }) }, cookie);
    expect(codeOutcome(answer.location)).toBe("second_step_invalid");
  });
});

describe("wrong answers are capped", () => {
  it("ten per pending login: the tenth stops it, the right code then opens nothing, and the owner is told by mail and in Recent activity", async () => {
    const p = await person();
    const cookie = await pendingCookie(p.id, p.sv);
    expect(await wrongAnswers(p, cookie, 10)).toEqual([...Array(9).fill("second_step_invalid"), "second_step_stopped"]);
    await withoutWaits(p);
    const right = await post("two-step", { method: "totp", code: codeOf(p) }, cookie);
    expect(right.session).toBe(false);
    expect(codeOutcome(right.location)).toBe("second_step_expired");
    expect((await kindsOf(p.id)).filter((k) => k === "second_step_stopped")).toHaveLength(1);
    const mails = await listOutboxFor(p.email);
    expect(mails.map((m) => m.subject)).toEqual(["A sign-in to your account was stopped"]);
    expect(mails[0]!.text).toContain("/forgot-password");
    // The password again makes a new pending login, where the right code works.
    await withoutWaits(p);
    expect((await post("two-step", { method: "totp", code: codeOf(p) }, await pendingCookie(p.id, p.sv))).session).toBe(true);
  });

  it("thirty app codes a day per person, across pending logins; then even a right code is not checked, but a recovery code is", async () => {
    const p = await person();
    const outcomes: string[] = [];
    for (let i = 0; i < 3; i += 1) outcomes.push(...(await wrongAnswers(p, await pendingCookie(p.id, p.sv), 10)));
    expect(outcomes.filter((o) => o === "second_step_stopped")).toHaveLength(3);
    const kinds = await kindsOf(p.id);
    expect(kinds.filter((k) => k === "second_step_codes_paused")).toHaveLength(1);
    expect((await listOutboxFor(p.email)).map((m) => m.subject)).toContain("Codes from your authenticator app are paused for a day");

    const cookie = await pendingCookie(p.id, p.sv);
    await withoutWaits(p);
    const right = await post("two-step", { method: "totp", code: codeOf(p) }, cookie);
    expect(right.session).toBe(false);
    expect(codeOutcome(right.location)).toBe("app_codes_paused");
    await withoutWaits(p);
    expect((await post("two-step", { method: "recovery", code: p.codes[1]! }, cookie)).session).toBe(true);
  });

  it("a right code gives back its place in the day's thirty, so a person who signs in often is never paused", async () => {
    const p = await person();
    for (let i = 0; i < 31; i += 1) {
      await withoutWaits(p);
      const cookie = await pendingCookie(p.id, p.sv);
      // A fresh step each time: the same code is never taken twice.
      await db().update(totpSecrets).set({ lastUsedStep: null }).where(eq(totpSecrets.userId, p.id));
      expect((await post("two-step", { method: "totp", code: codeOf(p) }, cookie)).session).toBe(true);
    }
  });
});
