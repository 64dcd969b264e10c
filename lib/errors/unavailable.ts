import { fail, type ActionResult } from "@/lib/action-result";

// While the database restarts or fails over, queries fail for a few seconds with a closed or
// refused connection. That is nobody's mistake and passes on its own: the person is told so and
// asked to try again (a 503 with Retry-After on the API), never shown a 500 or an error page for a
// save. The Postgres client reconnects by itself on the next query; the app needs no restart.

export const DATABASE_UNAVAILABLE = "We couldn't reach your saved data just now. Please try again in a moment.";

/** Seconds a client is asked to wait before trying again. */
export const RETRY_AFTER_SECONDS = 5;

// postgres-js's own codes for a connection that went away or never came, Node's socket errors, and
// the SQLSTATEs of a server shutting down, starting up or out of connections (class 08, 57P01-03, 53300).
const CONNECTION_CODES = new Set([
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "CONNECT_TIMEOUT",
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EAI_AGAIN",
]);
const SERVER_STATES = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

/** True when `error` (however the driver or drizzle wrapped it) says the database could not be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && (CONNECTION_CODES.has(code) || SERVER_STATES.test(code))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Runs an action's service; an unreachable database becomes a calm, retryable failure instead of a thrown error. */
export async function orUnavailable<T>(run: () => Promise<ActionResult<T>>): Promise<ActionResult<T>> {
  try {
    return await run();
  } catch (error) {
    if (isDatabaseUnavailable(error)) return fail(503, DATABASE_UNAVAILABLE);
    throw error;
  }
}
