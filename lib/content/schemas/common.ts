/** Building blocks shared by the content schemas. */
import { z } from "zod";


export const text = z.string().trim().min(1, "must not be empty");

/** Answer codes used by the onboarding and Prakriti questionnaires. */
export const DoshaCodeSchema = z.enum(["v", "p", "k"]);
export type DoshaCode = z.infer<typeof DoshaCodeSchema>;

/** Upper-case dosha letters used by body-type codes and the Nourish / Sound Sleep plans. */
export const DoshaLetterSchema = z.enum(["V", "P", "K"]);
export type DoshaLetter = z.infer<typeof DoshaLetterSchema>;

export const DoshaNameSchema = z.enum(["Vata", "Pitta", "Kapha"]);
export type DoshaName = z.infer<typeof DoshaNameSchema>;

export function addDuplicateIssues(ids: readonly string[], ctx: z.RefinementCtx, what: string, key = "id"): void {
  const seen = new Set<string>();
  ids.forEach((id, index) => {
    if (seen.has(id)) ctx.addIssue({ code: "custom", message: `duplicate ${what} "${id}"`, path: [index, key] });
    seen.add(id);
  });
}
