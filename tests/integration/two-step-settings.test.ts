import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { recoveryCodes, securityEvents, totpSecrets } from "@/db/schema";

// Turning two-step sign-in on and off from /profile: each needs the account's password, the app
// needs its first code, and recovery codes come back once while only their hashes are kept.

const request = vi.hoisted(() => ({ userId: "", jar: new Map<string, string>() }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ "x-forwarded-for": "203.0.113.9" }),
  cookies: async () => ({
    get: (name: string) => (request.jar.has(name) ? { name, value: request.jar.get(name) } : undefined),
    set: (name: string, value: string) => void request.jar.set(name, value),
    delete: (name: string) => void request.jar.delete(name),
  }),
}));
vi.mock("@/lib/auth/session", async () => {
  const { getUserById } = await import("@/lib/data/users");
  return {
    getCurrentUser: async () => {
      const user = await getUserById(request.userId);
      return user && { user, claims: { uid: user.id, sv: user.sessionVersion, rc: false, rm: false, lat: Math.floor(Date.now() / 1000) } };
    },
  };
});

const { db } = await import("@/lib/data/db");
const { hashPassword } = await import("@/lib/auth/password");
const { createUser, deleteUser, getUserById } = await import("@/lib/data/users");
const { getTwoStepState, getTotpSecret, hasTwoStep } = await import("@/lib/data/two-step");
const { hashRecoveryCode } = await import("@/lib/two-step/recovery-codes");
const settings = await import("@/lib/two-step/settings");

const PASSWORD = "quiet-morning-tea-77";
const codeNow = async () => new TOTP({ secret: Secret.fromBase32((await getTotpSecret(request.userId))!.secret) }).generate();
const kinds = async () => (await db().select().from(securityEvents).where(eq(securityEvents.userId, request.userId))).map((e) => e.kind);

beforeAll(async () => {
  request.userId = (await createUser({ email: "settings@example.com", firstName: "Mina", lastName: "Rao", passwordHash: await hashPassword(PASSWORD) }))!.id;
});

describe("turning the authenticator app on", () => {
  it("keeps the secret encrypted while it is set up, and asks nothing at login yet", async () => {
    expect(await settings.startTotpSetup()).toEqual({ ok: true, data: null });
    const [row] = await db().select().from(totpSecrets).where(eq(totpSecrets.userId, request.userId));
    const { secret } = (await getTotpSecret(request.userId))!;
    expect(row!.ciphertext).not.toContain(secret);
    expect(row!.confirmedAt).toBeNull();
    expect(await hasTwoStep(request.userId)).toBe(false);
  });

  it("refuses a wrong password even with the right code, and stays off", async () => {
    const result = await settings.enableTotp({ code: await codeNow(), password: "not-my-password" });
    expect(result).toMatchObject({ ok: false, status: 403, fieldErrors: { password: [settings.WRONG_PASSWORD] } });
    expect(await hasTwoStep(request.userId)).toBe(false);
  });

  it("refuses a wrong code with the right password", async () => {
    const code = await codeNow();
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    expect(await settings.enableTotp({ code: wrong, password: PASSWORD })).toMatchObject({ ok: false, status: 422 });
    expect(await hasTwoStep(request.userId)).toBe(false);
  });

  it("turns on with the code and the password, and gives ten recovery codes once, stored hashed", async () => {
    const result = await settings.enableTotp({ code: await codeNow(), password: PASSWORD });
    if (!result.ok) throw new Error(result.message);
    const codes = result.data.recoveryCodes!;
    expect(codes).toHaveLength(10);
    expect(await hasTwoStep(request.userId)).toBe(true);
    const stored = await db().select().from(recoveryCodes).where(eq(recoveryCodes.userId, request.userId));
    expect(stored.map((r) => r.codeHash).toSorted()).toEqual(codes.map(hashRecoveryCode).toSorted());
    expect(JSON.stringify(stored)).not.toContain(codes[0]);
    expect(await kinds()).toContain("two_step_on");
  });

  it("makes new recovery codes only with the password; the old ones stop working", async () => {
    const before = (await db().select().from(recoveryCodes).where(eq(recoveryCodes.userId, request.userId))).map((r) => r.codeHash);
    expect(await settings.renewRecoveryCodes({ password: "wrong-one" })).toMatchObject({ ok: false, status: 403 });
    const renewed = await settings.renewRecoveryCodes({ password: PASSWORD });
    if (!renewed.ok) throw new Error(renewed.message);
    const after = (await db().select().from(recoveryCodes).where(eq(recoveryCodes.userId, request.userId))).map((r) => r.codeHash);
    expect(after).toHaveLength(10);
    expect(after.some((hash) => before.includes(hash))).toBe(false);
  });
});

describe("the account's data", () => {
  it("the export says what is on, never a secret or a code's hash", async () => {
    const { buildAccountExport } = await import("@/lib/account/export");
    const exported = await buildAccountExport((await getUserById(request.userId))!);
    expect(exported.twoStepSignIn).toEqual({ authenticatorApp: true, passkeys: [], recoveryCodesLeft: 10 });
    const text = JSON.stringify(exported);
    expect(text).not.toContain((await getTotpSecret(request.userId))!.secret);
    const [hashed] = await db().select().from(recoveryCodes).where(eq(recoveryCodes.userId, request.userId));
    expect(text).not.toContain(hashed!.codeHash);
  });
});

describe("turning two-step sign-in off", () => {
  it("needs the password: a wrong one changes nothing", async () => {
    expect(await settings.disableTwoStep({ password: "guess-guess-guess" })).toMatchObject({ ok: false, status: 403 });
    expect(await hasTwoStep(request.userId)).toBe(true);
  });

  it("with the password removes the app, the passkeys and the recovery codes, and says so in Recent activity", async () => {
    expect(await settings.disableTwoStep({ password: PASSWORD })).toEqual({ ok: true, data: null });
    expect(await getTwoStepState(request.userId)).toEqual({ totp: false, passkeys: [], recoveryCodesLeft: 0, secretBeingSetUp: null });
    expect(await kinds()).toContain("two_step_off");
  });
});

describe("an account without a password (social sign-in only)", () => {
  it("cannot turn two-step sign-in on here", async () => {
    const social = (await createUser({ email: "social@example.com", firstName: "Lee", lastName: "Sun", passwordHash: null }))!;
    const before = request.userId;
    request.userId = social.id;
    try {
      expect(await settings.startTotpSetup()).toMatchObject({ ok: false, status: 403, message: settings.NEEDS_PASSWORD });
      expect(await settings.startPasskeySetup({ password: "anything-at-all" })).toMatchObject({ ok: false, status: 403 });
    } finally {
      request.userId = before;
    }
  });
});

describe("deleting the account", () => {
  it("takes its app secret and recovery codes with it", async () => {
    const gone = (await createUser({ email: "leaving@example.com", firstName: "Noor", lastName: "Ash", passwordHash: await hashPassword(PASSWORD) }))!;
    const before = request.userId;
    request.userId = gone.id;
    try {
      await settings.startTotpSetup();
      const on = await settings.enableTotp({ code: await codeNow(), password: PASSWORD });
      expect(on.ok).toBe(true);
      await deleteUser(gone.id);
      expect(await db().select().from(totpSecrets).where(eq(totpSecrets.userId, gone.id))).toEqual([]);
      expect(await db().select().from(recoveryCodes).where(eq(recoveryCodes.userId, gone.id))).toEqual([]);
    } finally {
      request.userId = before;
    }
  });
});
