/**
 * Browsers for the signed-in sessions tests (tests/integration/user-sessions.test.ts,
 * session-expiry.test.ts): each has a User-Agent and keeps the session cookie it is given, and
 * calls run in Next's request scope as that browser (tests/support/session-browser-mocks.ts, which
 * each file imports before this one). Also the rows and history a test reads back, and a signup.
 */
import { eq } from "drizzle-orm";
import { beforeAll, expect } from "vitest";
import { getDb } from "@/db/client";
import { securityEvents, userSessions } from "@/db/schema";
import { request } from "./session-browser-mocks";

const SECRET = "integration-secret-0123456789-0123456789";
export const MAC_CHROME = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
export const WINDOWS_FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
export const PASSWORD = "quiet-lotus-river-42";

process.env.AUTH_SECRET = SECRET;
(await import("@/lib/env")).resetEnvCache();
const { signupWithPassword } = await import("@/lib/auth/accounts");
const { getSessionState } = await import("@/lib/auth/session");
const { SESSION_COOKIE } = await import("@/lib/auth/claims");

/** One browser: its User-Agent and its own session cookie. */
export type Browser = { ua: string; cookie: string };

export function on(browser: Browser) {
  request.headers = new Headers({ host: "localhost:3000", "x-forwarded-proto": "http", "user-agent": browser.ua, cookie: browser.cookie });
  request.jar = new Map();
}

/**
 * Runs `action` as `browser`, which keeps a session cookie it is given. A cleared cookie is kept
 * all the same, as a copy someone took would be: it must be refused on its own.
 */
export async function as<T>(browser: Browser, action: () => Promise<T>): Promise<T> {
  on(browser);
  const result = await action();
  const issued = request.jar.get(SESSION_COOKIE);
  if (issued) browser.cookie = `${SESSION_COOKIE}=${issued}`;
  return result;
}

export async function signedIn(browser: Browser) {
  on(browser);
  return getSessionState();
}

/** Whether the last answer cleared the session cookie. */
export const cookieCleared = () => !request.jar.has(SESSION_COOKIE);

/** The kinds of the person's security history, oldest first. */
export async function kinds(userId: string) {
  const rows = await getDb()
    .select({ kind: securityEvents.kind })
    .from(securityEvents)
    .where(eq(securityEvents.userId, userId))
    .orderBy(securityEvents.createdAt);
  return rows.map((r) => r.kind);
}

export const sessionRows = (userId: string) => getDb().select().from(userSessions).where(eq(userSessions.userId, userId)).orderBy(userSessions.createdAt);

/** Signs `email` up from `browser` (which keeps the session) and answers the new person's id. */
export async function signUp(browser: Browser, email: string, rememberMe = true) {
  const result = await as(browser, () =>
    signupWithPassword({ firstName: "Asha", lastName: "Rao", email, password: PASSWORD, confirmPassword: PASSWORD, rememberMe }),
  );
  expect(result).toMatchObject({ ok: true });
  return result.ok ? result.data.id : "";
}

// A process's first sign-up loads next-auth's lazily imported parts: over 20 s on a loaded 2-core
// machine. Done once here, under the hooks' longer timeout, so no test's own time includes it.
beforeAll(async () => {
  await signUp({ ua: MAC_CHROME, cookie: "" }, `warm-up-${process.pid}@example.com`);
});
