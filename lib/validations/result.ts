import type { $ZodError } from "zod/v4/core";
import { fail, type ActionResult } from "@/lib/action-result";

/** Field messages keyed by the top-level field name (each message once), as the forms show them. */
export function fieldErrorsOf(error: $ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? String(issue.path[0]) : "form";
    const list = (out[field] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return out;
}

/** A 422 result listing what to fix. */
export function invalidInput(error: $ZodError, message = "Please check the highlighted fields."): ActionResult<never> {
  return fail(422, message, fieldErrorsOf(error));
}
