import type { ActionResult } from "@/lib/action-result";

type Failure = Extract<ActionResult<unknown>, { ok: false }>;
export type ActionOutcome<T> = { ok: true; data: T } | { ok: false; message: string; failure: Failure | null };

/**
 * Runs an account action and settles the message to show (docs/decisions/0000-the-original-app.md §8): the server's message,
 * else the error's, else the screen's fallback ('Invalid email or password.', 'Signup failed', …).
 */
export async function runAction<T>(call: () => Promise<ActionResult<T>>, fallback: string): Promise<ActionOutcome<T>> {
  try {
    const result = await call();
    return result.ok ? result : { ok: false, message: result.message || fallback, failure: result };
  } catch (error) {
    return { ok: false, message: error instanceof Error && error.message ? error.message : fallback, failure: null };
  }
}
