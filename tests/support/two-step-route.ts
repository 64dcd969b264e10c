import { NextRequest } from "next/server";
import { handlers } from "@/lib/auth";
import { createPendingLogin } from "@/lib/data/pending-logins";
import { PENDING_LOGIN_COOKIE, PENDING_LOGIN_SECONDS, sealNote } from "@/lib/two-step/pending-login";

// next-auth's own sign-in route driven as a browser (or anyone) can post it. Import this after
// setting AUTH_SECRET: next-auth reads it when "@/lib/auth" loads.

const BASE = "http://localhost:3000";

export type Outcome = { location: string; session: boolean };

/** One POST to next-auth's credentials callback with a fresh CSRF pair, plus `cookie`. */
export async function post(provider: string, fields: Record<string, string>, cookie = ""): Promise<Outcome> {
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

/** A pending login as a right password leaves it: its row, and the browser's cookie naming it. */
export async function pendingCookie(uid: string, sv: number, now = Date.now()): Promise<string> {
  const pid = await createPendingLogin(uid, new Date(now + PENDING_LOGIN_SECONDS * 1000), new Date(now));
  return `${PENDING_LOGIN_COOKIE}=${await sealNote(PENDING_LOGIN_COOKIE, { pid, uid, sv, rm: false }, now)}`;
}
