/** The journal text as the server actions check it: built from the rule the entry forms check. */
import * as z from "zod/mini";
import { JOURNAL_EMPTY, JOURNAL_TOO_LONG, journalTextRule } from "./journal-rules";

export { JOURNAL_EMPTY, JOURNAL_TOO_LONG };

/** The text checked by the rule, then trimmed as it is stored. */
export const journalTextSchema = z.pipe(
  z.string({ error: JOURNAL_EMPTY }).check(
    z.superRefine((value, ctx) => {
      const message = journalTextRule(value);
      if (message) ctx.addIssue({ code: "custom", message, input: value });
    }),
  ),
  z.transform((value) => value.trim()),
);

/** The journal form's one field. */
export const journalFormSchema = z.object({ text: journalTextSchema });
