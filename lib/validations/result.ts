import type { z } from "zod";
import { fail, type ActionResult } from "@/lib/action-result";

/** Field messages keyed by the top-level field name, as the forms show them. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? String(issue.path[0]) : "form";
    (out[field] ??= []).push(issue.message);
  }
  return out;
}

/** A 422 result listing what to fix, with the first message as the summary. */
export function invalidInput(error: z.ZodError, message = "Please check the highlighted fields."): ActionResult<never> {
  return fail(422, message, fieldErrorsOf(error));
}
