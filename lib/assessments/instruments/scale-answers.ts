import { z } from "zod";

/** Exactly one integer in [min, max] for every id of the content, and nothing else. */
export function valuesFor(ids: () => readonly string[], min: number, max: number) {
  return z.strictObject({
    values: z.record(z.string().max(40), z.int().min(min).max(max)).superRefine((values, ctx) => {
      const expected = ids();
      const known = new Set(expected);
      for (const id of Object.keys(values)) {
        if (!known.has(id)) ctx.addIssue({ code: "custom", path: [id], message: `Unknown item ${id}` });
      }
      for (const id of expected) {
        if (!(id in values)) ctx.addIssue({ code: "custom", path: [id], message: `Please answer ${id}` });
      }
    }),
  });
}
