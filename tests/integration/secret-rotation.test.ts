import { signedInCookie } from "../support/session-cookie";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { SESSION_COOKIE } from "@/lib/auth/claims";

// Rotating AUTH_SECRET (a list, newest first): a cookie next-auth made under the old secret keeps
// its session while the old secret is still listed, and is refused once it is dropped. Read the
// way the app reads every request: proxy.ts's guard, and the server's session check against the
// database.

const request = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({ headers: async () => request.headers }));

const OLD = "old-secret-for-rotation-0123456789-abcdef";
const NEW = "new-secret-for-rotation-0123456789-abcdef";

const { resetEnvCache, authSecrets } = await import("@/lib/env");
const { getCurrentUser } = await import("@/lib/auth/session");
const { proxy } = await import("@/proxy");
const { createUser } = await import("@/lib/data/users");

let userId = "";

function useSecrets(value: string) {
  process.env.AUTH_SECRET = value;
  resetEnvCache();
}

/** A session cookie exactly as next-auth writes it, under the secrets listed in AUTH_SECRET now. */
async function sessionCookie(): Promise<string> {
  return (await signedInCookie(userId, { secret: authSecrets(), salt: SESSION_COOKIE })).cookie;
}

/** Who the app sees signed in with `cookie`: the server's check, and where proxy.ts sends /dashboard. */
async function signedIn(cookie: string) {
  request.headers = new Headers({ cookie });
  const current = await getCurrentUser();
  const guard = await proxy(new NextRequest("http://localhost/dashboard", { headers: { cookie } }));
  return { userId: current?.user.id ?? null, redirectedTo: guard.headers.get("location") };
}

beforeAll(async () => {
  userId = (await createUser({ email: "rotation@example.com", firstName: "Mira", lastName: "Keys", passwordHash: null }))!.id;
});

afterAll(async () => {
  delete process.env.AUTH_SECRET;
  resetEnvCache();
});

describe("rotating AUTH_SECRET", () => {
  it("keeps a cookie made under the old secret while it is listed after the new one, and refuses it once it is gone", async () => {
    useSecrets(OLD);
    const oldCookie = await sessionCookie();
    expect(await signedIn(oldCookie)).toEqual({ userId, redirectedTo: null });

    useSecrets(`${NEW}, ${OLD}`);
    expect(await signedIn(oldCookie)).toEqual({ userId, redirectedTo: null });
    // New cookies are made under the new secret, the first of the list.
    const newCookie = await sessionCookie();

    useSecrets(NEW);
    expect(await signedIn(oldCookie)).toEqual({ userId: null, redirectedTo: "http://localhost/login?callbackUrl=%2Fdashboard" });
    expect(await signedIn(newCookie)).toEqual({ userId, redirectedTo: null });
  });

  it("reads nothing when no secret is set, and a cookie of another secret is no session", async () => {
    useSecrets(NEW);
    const cookie = await sessionCookie();
    useSecrets("");
    expect((await signedIn(cookie)).userId).toBeNull();
    useSecrets("a-different-secret-altogether-0123456789");
    expect((await signedIn(cookie)).userId).toBeNull();
  });
});
