/**
 * The mocks every page-queries test needs, imported first by each (before any app module loads):
 * React's cache() memoised per simulated request, the request's headers, redirect() as a throw,
 * and the session reader counted (tests/support/request-scope.ts holds what they share).
 */
import { vi } from "vitest";

vi.mock("react", async (original) => (await import("./request-scope")).withRequestCache(await original()));
vi.mock("next/headers", async () => {
  const { scope } = await import("./request-scope");
  return { headers: async () => scope.headers };
});
vi.mock("next/navigation", () => ({
  redirect: (to: string) => {
    throw new Error(`redirect to ${to}`);
  },
}));
vi.mock("@/lib/auth/read-session", async (original) => (await import("./request-scope")).countingSessionReads(await original()));
