/**
 * What the signed-in sessions tests stand in for (tests/integration/user-sessions.test.ts,
 * session-expiry.test.ts), imported first by each, before any app module loads: only Next's
 * request scope, the request's headers and the response's cookie jar. Everything else is the real
 * next-auth (its Credentials sign-in, its JWT cookie) on the file's own database.
 */
import { vi } from "vitest";

// Read by the mocks only when the app first imports them, after this module has run.
export const request = { headers: new Headers(), jar: new Map<string, string>() };

vi.mock("next/headers", () => ({
  headers: async () => request.headers,
  cookies: async () => ({
    get: (name: string) => (request.jar.has(name) ? { name, value: request.jar.get(name)! } : undefined),
    getAll: () => [...request.jar].map(([name, value]) => ({ name, value })),
    has: (name: string) => request.jar.has(name),
    set: (name: string | { name: string; value: string }, value?: string) => {
      const [key, val] = typeof name === "string" ? [name, value ?? ""] : [name.name, name.value];
      if (val) request.jar.set(key, val);
      else request.jar.delete(key);
    },
    delete: (name: string) => request.jar.delete(name),
  }),
}));
vi.mock("next/cache", () => ({ refresh: () => {}, revalidatePath: () => {} }));
