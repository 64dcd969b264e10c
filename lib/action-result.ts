/** The one result shape of every action and service: expected failures return, never throw. */
export type ActionResult<T = undefined> = { ok: true; data: T } | { ok: false; message: string; fieldErrors?: Record<string, string[]>; status: number };

export function ok<T>(data: T): ActionResult<T> {
  return { ok: true, data };
}

export function fail(status: number, message: string, fieldErrors?: Record<string, string[]>): ActionResult<never> {
  return { ok: false, status, message, ...(fieldErrors ? { fieldErrors } : {}) };
}
