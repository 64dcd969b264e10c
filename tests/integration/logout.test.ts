import { beforeEach, describe, expect, it, vi } from "vitest";

// logout() with next-auth and the session lookup stood in for: what matters is that the cookie
// is cleared (signOut) even when the database cannot be reached (docs/decisions/0000-the-original-app.md §4: logout always clears).
const calls = vi.hoisted(() => ({ signOut: 0, failLookup: false, deleted: [] as string[] }));
vi.mock("next/headers", () => ({ cookies: async () => ({ delete: (name: string) => void calls.deleted.push(name) }) }));
vi.mock("next-auth", () => ({ AuthError: class extends Error {}, CredentialsSignin: class extends Error {} }));
vi.mock("@/lib/auth", () => ({
  signOut: async () => void calls.signOut++,
  signIn: async () => {},
  updateSession: async () => null,
  InvalidLogin: class extends Error {},
  LoginRateLimited: class extends Error {},
}));
vi.mock("@/lib/auth/session", () => ({
  getCurrentUser: async () => {
    if (calls.failLookup) throw new Error("database unreachable");
    return null;
  },
}));

const { logout } = await import("@/lib/auth/accounts");

beforeEach(() => {
  calls.signOut = 0;
  calls.failLookup = false;
  calls.deleted = [];
});

describe("logout", () => {
  it("clears the cookie when the database call fails", async () => {
    calls.failLookup = true;
    vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(logout()).resolves.toBeUndefined();
    expect(calls.signOut).toBe(1);
  });

  it("clears the cookie when signed out already", async () => {
    await logout();
    expect(calls.signOut).toBe(1);
  });

  it("clears the readable signed-in hint in the same response, so the next page's header is signed out at once", async () => {
    await logout();
    expect(calls.deleted).toEqual(["signed-in"]);
  });
});
