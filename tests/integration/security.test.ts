import { afterEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { passwordResetTokens, rateLimits, securityEvents } from "@/db/schema";
import { deletionConfirmed, DELETE_NEEDS_FRESH_SIGN_IN, FRESH_SIGN_IN_SECONDS } from "@/lib/account/confirm-deletion";
import { clientIp, UNKNOWN_ADDRESS } from "@/lib/auth/client-ip";
import { checkLogin } from "@/lib/auth/login-check";
import { accountExistsMessage, providerEmailVerified, resolveOAuthSignIn, type OAuthIdentity } from "@/lib/auth/oauth-link";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { mailResetLink } from "@/lib/auth/password-reset";
import { forgetEmailRateLimits, LOGIN_DELAYS, signupLimited } from "@/lib/auth/rate-limit";
import { coarseAddress, recordSecurityEvent } from "@/lib/auth/security-events";
import { addToOutbox, deleteOutboxFor, listOutboxFor } from "@/lib/data/outbox";
import { listSecurityEvents } from "@/lib/data/security-events";
import { createUser, deleteUser, getUserByEmail, getUserById, linkOAuthAccount, unlinkOAuthAccount } from "@/lib/data/users";
import { resetEnvCache } from "@/lib/env";
import { loginSchema, signupSchema } from "@/lib/validations/auth";
import { eq } from "drizzle-orm";

const PASSWORD = "quiet-lotus-river-42";

async function account(email: string, passwordHash: string | null = null) {
  return (await createUser({ email, firstName: "Asha", lastName: "Rao", passwordHash }))!;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  resetEnvCache();
});

describe("item 1-2: mailed links come from APP_URL only, and nothing is stored or logged when deployed without SMTP", () => {
  it("a local run mails the link on APP_URL's origin and keeps it in the outbox", async () => {
    vi.stubEnv("APP_URL", "http://127.0.0.1:3999");
    vi.stubEnv("SMTP_HOST", "");
    resetEnvCache();
    vi.spyOn(console, "info").mockImplementation(() => {});
    const user = await account("local-mail@example.com", await hashPassword(PASSWORD));
    await mailResetLink(user.email, "http://127.0.0.1:3999", "10.0.0.1");
    const [mail] = await listOutboxFor(user.email);
    expect(mail?.text).toMatch(/http:\/\/127\.0\.0\.1:3999\/reset-password\?token=/);
  });

  it("deployed without SMTP: no token, no outbox mail, no link in the log, and one warning", async () => {
    vi.stubEnv("APP_URL", "https://app.example.com");
    vi.stubEnv("SMTP_HOST", "");
    resetEnvCache();
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const user = await account("deployed-mail@example.com", await hashPassword(PASSWORD));
    await mailResetLink(user.email, "https://app.example.com", "10.0.0.1");
    await mailResetLink(user.email, "https://app.example.com", "10.0.0.1");
    expect(await listOutboxFor(user.email)).toEqual([]);
    expect(await getDb().select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id))).toEqual([]);
    expect(info.mock.calls.flat().join(" ")).not.toContain("reset-password");
    expect(warn.mock.calls.filter((c) => String(c[0]).includes("Mail is not configured"))).toHaveLength(1);
  });
});

describe("item 4: no silent account linking", () => {
  const identity = (over: Partial<OAuthIdentity> = {}): OAuthIdentity => ({
    provider: "google",
    providerAccountId: `g-${Math.random()}`,
    email: "x@example.com",
    emailVerified: true,
    firstName: "A",
    lastName: "R",
    image: null,
    ...over,
  });

  it("a social sign-in with the email of a password account does not sign in to it", async () => {
    const existing = await account("has-password@example.com", await hashPassword(PASSWORD));
    const outcome = await resolveOAuthSignIn(identity({ email: "Has-Password@example.com" }), null);
    expect(outcome.kind).toBe("account-exists");
    expect((await getUserById(existing.id))?.passwordHash).not.toBeNull();
    expect(accountExistsMessage("google")).toBe("An account with this email already exists. Log in with your password, then connect Google from your profile.");
  });

  it("links only from a signed-in session, never an identity that belongs to someone else", async () => {
    const me = await account("connect-me@example.com", await hashPassword(PASSWORD));
    const id = identity({ email: "whatever@example.com" });
    expect((await resolveOAuthSignIn(id, me.id)).kind).toBe("connected");
    expect((await resolveOAuthSignIn(id, null)).kind).toBe("signed-in");
    const other = await account("someone-else@example.com", await hashPassword(PASSWORD));
    expect((await resolveOAuthSignIn(id, other.id)).kind).toBe("refused");
  });

  it("creates a new account only for a verified email", async () => {
    expect((await resolveOAuthSignIn(identity({ email: "new-unverified@example.com", emailVerified: false }), null)).kind).toBe("refused");
    const created = await resolveOAuthSignIn(identity({ email: "new-verified@example.com" }), null);
    expect(created.kind).toBe("created");
    expect(providerEmailVerified({ email_verified: true })).toBe(true);
    expect(providerEmailVerified({ email_verified: "true" })).toBe(true);
    for (const flag of [undefined, false, "false", 1, "yes", null]) expect(providerEmailVerified({ email_verified: flag })).toBe(false);
  });

  it("never removes the last way to sign in", async () => {
    const social = await account("social-only@example.com");
    await linkOAuthAccount(social.id, "google", "g-only");
    expect(await unlinkOAuthAccount(social.id, "google")).toBe(false);
    await linkOAuthAccount(social.id, "apple", "a-1");
    expect(await unlinkOAuthAccount(social.id, "google")).toBe(true);
    expect(await unlinkOAuthAccount(social.id, "apple")).toBe(false);
    const withPassword = await account("pw-and-social@example.com", await hashPassword(PASSWORD));
    await linkOAuthAccount(withPassword.id, "google", "g-pw");
    expect(await unlinkOAuthAccount(withPassword.id, "google")).toBe(true);
  });
});

describe("item 5: rate limits hold under bursts and forged headers", () => {
  it("30 parallel wrong passwords for one email from 30 addresses get at most the email's free attempts of real answers", async () => {
    const user = await account("burst@example.com", await hashPassword(PASSWORD));
    const t0 = new Date("2026-11-25T10:00:00Z");
    vi.useFakeTimers({ toFake: ["Date"], now: t0 });
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => checkLogin(user.email, `wrong-${i}`, `10.9.${i}.1`)));
    const invalid = results.filter((r) => !r.ok && r.reason === "invalid").length;
    const limited = results.filter((r) => !r.ok && r.reason === "rate_limited").length;
    expect(invalid).toBeLessThanOrEqual(LOGIN_DELAYS.perEmail.freeAttempts);
    expect(invalid + limited).toBe(30);
    // Slowed, not locked: the owner's right password is asked to wait a second, then gets in.
    expect(await checkLogin(user.email, PASSWORD, "10.9.99.1")).toEqual({ ok: false, reason: "rate_limited", retryAfterSeconds: 1 });
    vi.setSystemTime(new Date(t0.getTime() + 1000));
    expect((await checkLogin(user.email, PASSWORD, "10.9.99.1")).ok).toBe(true);
    vi.useRealTimers();
  });

  it("reads the client as the trusted hop from the right; X-Real-IP and left-hand entries change nothing", () => {
    const h = (xff: string, real = "203.0.113.9") => new Headers({ "x-forwarded-for": xff, "x-real-ip": real });
    expect(clientIp(h("1.1.1.1, 10.0.0.7"), 1)).toBe("10.0.0.7");
    expect(clientIp(h("2.2.2.2, 3.3.3.3, 10.0.0.7", "9.9.9.9"), 1)).toBe("10.0.0.7");
    expect(clientIp(h("1.1.1.1, 10.0.0.7, 172.16.0.1"), 2)).toBe("10.0.0.7");
    expect(clientIp(new Headers(), 1)).toBe(UNKNOWN_ADDRESS);
  });

  it("with no proxy, trusts X-Forwarded-For only when the app's own server wrote it from the socket", () => {
    const h = (xff: string) => new Headers({ "x-forwarded-for": xff });
    expect(clientIp(h("127.0.0.2"), 0, true)).toBe("127.0.0.2");
    // A plain `next start` passes a client's own header on: it counts for nothing.
    expect(clientIp(h("127.0.0.2"), 0, false)).toBe(UNKNOWN_ADDRESS);
    expect(clientIp(h("1.1.1.1, 127.0.0.2"), 0, true)).toBe(UNKNOWN_ADDRESS);
  });

  it("a spoofed left-hand entry does not open a new signup window", async () => {
    const ip = clientIp(new Headers({ "x-forwarded-for": "1.2.3.4, 10.44.0.1" }), 1);
    for (let i = 0; i < 10; i += 1)
      expect(await signupLimited(clientIp(new Headers({ "x-forwarded-for": `5.5.5.${i}, 10.44.0.1` }), 1), `s${i}@example.com`)).toBe(false);
    expect(await signupLimited(ip, "s10@example.com")).toBe(true);
  });
});

describe("item 8: deletion removes everything", () => {
  it("outbox mails and rate-limit rows carrying the email go with the account", async () => {
    const user = await account("delete-all@example.com", await hashPassword(PASSWORD));
    await addToOutbox({ to: user.email, subject: "s", text: "t" });
    await signupLimited("10.1.1.1", user.email);
    await checkLogin(user.email, "wrong-one", "10.1.1.1");
    await recordSecurityEvent(user.id, "data_exported", "10.1.1.1");
    await deleteUser(user.id);
    await Promise.all([deleteOutboxFor(user.email), forgetEmailRateLimits(user.email)]);
    expect(await listOutboxFor(user.email)).toEqual([]);
    const keys = (await getDb().select().from(rateLimits)).map((r) => r.key);
    expect(keys.filter((k) => k.includes(user.email))).toEqual([]);
    expect(await getDb().select().from(securityEvents).where(eq(securityEvents.userId, user.id))).toEqual([]);
  });

  it("an account without a password confirms with a sign-in from the last 10 minutes, not its email", async () => {
    const now = 2_000_000_000;
    const social = { passwordHash: null };
    expect(await deletionConfirmed(social, now - 60, "", now)).toEqual({ ok: true });
    expect(await deletionConfirmed(social, now - FRESH_SIGN_IN_SECONDS - 1, "social@example.com", now)).toEqual({
      ok: false,
      message: DELETE_NEEDS_FRESH_SIGN_IN,
    });
    const withPassword = { passwordHash: await hashPassword(PASSWORD) };
    expect((await deletionConfirmed(withPassword, now, "wrong", now)).ok).toBe(false);
    expect((await deletionConfirmed(withPassword, now, PASSWORD, now)).ok).toBe(true);
  });
});

describe("item 9: security events", () => {
  it("records login success, failure and lockout with a coarse address, newest first, at most 10 shown", async () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const user = await account("events@example.com", await hashPassword(PASSWORD));
    await checkLogin(user.email, PASSWORD, "192.0.2.55");
    // Each address gets five straight answers for this email, then waits: the fifth failure says so.
    for (const address of ["192.0.2.55", "192.0.2.56"]) {
      for (let i = 0; i < 6; i += 1) await checkLogin(user.email, `wrong-${i}`, address);
    }
    const events = await listSecurityEvents(user.id, 100);
    const kinds = events.map((e) => e.kind);
    expect(kinds.filter((k) => k === "login_succeeded")).toHaveLength(1);
    expect(kinds.filter((k) => k === "login_failed")).toHaveLength(10);
    expect(kinds.filter((k) => k === "login_locked")).toHaveLength(2);
    expect(events[0]?.kind).toBe("login_locked");
    expect(events.every((e) => e.address === "192.0.2.0/24")).toBe(true);
    expect(await listSecurityEvents(user.id)).toHaveLength(10);
    const lines = info.mock.calls.map((c) => String(c[0])).filter((l) => l.includes('"event":"security"'));
    expect(lines).toHaveLength(13);
    expect(lines.join("\n")).not.toContain(PASSWORD);
    expect(lines.join("\n")).not.toContain("wrong-");
    expect(coarseAddress("2001:db8:1:2::5")).toBe("2001:db8:1::/48");
    // An IPv4 client on a dual-stack socket: its IPv4 network, not "::ffff::/48" for everyone.
    expect(coarseAddress("::ffff:192.0.2.7")).toBe("192.0.2.0/24");
    expect(coarseAddress("::FFFF:198.51.100.200")).toBe("198.51.100.0/24");
  });
});

describe("item 10: passwords are hashed exactly as typed", () => {
  it("keeps surrounding spaces in the password while the length rule counts trimmed characters", () => {
    const parsed = signupSchema.parse({
      firstName: "A",
      lastName: "R",
      email: "a@example.com",
      password: "  lotus river  ",
      confirmPassword: "  lotus river  ",
    });
    expect(parsed.password).toBe("  lotus river  ");
    expect(loginSchema.parse({ email: "a@example.com", password: " secret-x " }).password).toBe(" secret-x ");
    expect(signupSchema.safeParse({ firstName: "A", lastName: "R", email: "a@example.com", password: "  abc  ", confirmPassword: "  abc  " }).success).toBe(
      false,
    );
  });

  it("a typed password with spaces is different from the trimmed one", async () => {
    const user = await account("typed@example.com", await hashPassword(" spaced-lotus-42 "));
    expect((await checkLogin(user.email, " spaced-lotus-42 ", "10.3.3.3")).ok).toBe(true);
    expect((await checkLogin(user.email, "spaced-lotus-42", "10.3.3.3")).ok).toBe(false);
  });

  it("an old hash of the trimmed password is accepted once and rehashed to the typed form", async () => {
    const user = await account("legacy@example.com", await hashPassword("legacy-lotus-42"));
    expect((await checkLogin(user.email, " legacy-lotus-42 ", "10.4.4.4")).ok).toBe(true);
    const after = await getUserByEmail(user.email);
    expect(await verifyPassword(after!.passwordHash!, " legacy-lotus-42 ")).toBe(true);
    expect(await verifyPassword(after!.passwordHash!, "legacy-lotus-42")).toBe(false);
    expect(after!.sessionVersion).toBe(user.sessionVersion);
  });
});
