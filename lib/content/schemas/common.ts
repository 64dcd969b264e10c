/** Building blocks shared by the content schemas. */
import { z } from "zod";

export const text = z.string().trim().min(1, "must not be empty");
// Dosha, guna and band enums come from the scoring vocabulary (lib/scoring/doshas.ts), never retyped here.

export function addDuplicateIssues(ids: readonly string[], ctx: z.RefinementCtx, what: string, key = "id"): void {
  const seen = new Set<string>();
  ids.forEach((id, index) => {
    if (seen.has(id)) ctx.addIssue({ code: "custom", message: `duplicate ${what} "${id}"`, path: [index, key] });
    seen.add(id);
  });
}
