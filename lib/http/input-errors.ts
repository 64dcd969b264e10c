import "server-only";
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable, RETRY_AFTER_SECONDS } from "@/lib/errors/unavailable";
import { jsonError } from "./json";

// The shared schemas refuse text Postgres cannot store (lib/validations/storable-text.ts). Should a
// value still reach the database and be refused there, that is the sender's mistake: a 400 with a
// message, never a 500. A database that cannot be reached for a moment (a restart, a failover) is
// no one's mistake: 503 with Retry-After, and the client tries again (lib/errors/unavailable.ts).

export const INPUT_NOT_STORABLE = "Some of what was sent cannot be saved. Please check it and try again.";

/** A Postgres data exception (SQLSTATE class 22: a NUL byte, a value out of range, malformed text), however the driver wraps it. */
export function isInputDataError(error: unknown): boolean {
  let current = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^22[0-9A-Z]{3}$/.test(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * A route handler whose input-caused database errors answer 400 with a message and whose
 * unreachable database answers 503 with Retry-After; anything else still throws. Every API route
 * that reads or writes the database is wrapped, reads included: during a restart the session check
 * alone fails, and a client told 503 with Retry-After knows to try again, where a 500 says broken.
 */
export function withInputErrors<A extends unknown[]>(handler: (...args: A) => Promise<Response>): (...args: A) => Promise<Response> {
  return async (...args) => {
    try {
      return await handler(...args);
    } catch (error) {
      if (isInputDataError(error)) return jsonError(400, INPUT_NOT_STORABLE);
      if (isDatabaseUnavailable(error)) {
        const response = jsonError(503, DATABASE_UNAVAILABLE);
        response.headers.set("retry-after", String(RETRY_AFTER_SECONDS));
        return response;
      }
      throw error;
    }
  };
}
