import "server-only";
import { jsonError } from "./json";

// The shared schemas refuse text Postgres cannot store (lib/validations/storable-text.ts). Should a
// value still reach the database and be refused there, that is the sender's mistake: a 400 with a
// message, never a 500.

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

/** A route handler whose input-caused database errors answer 400 with a message; anything else still throws. */
export function withInputErrors<A extends unknown[]>(handler: (...args: A) => Promise<Response>): (...args: A) => Promise<Response> {
  return async (...args) => {
    try {
      return await handler(...args);
    } catch (error) {
      if (isInputDataError(error)) return jsonError(400, INPUT_NOT_STORABLE);
      throw error;
    }
  };
}
