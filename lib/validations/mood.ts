import { z } from "zod";
import { JOURNAL_MAX } from "@/lib/journal/limits";
import { MOOD_ELEMENTS } from "@/lib/mood/element-names";
import { journalTextSchema } from "./journal";

export { JOURNAL_MAX };
const ELEMENT_UNKNOWN = "Choose one of the five elements.";
const SLIDER = "Choose a whole number from 1 to 5.";

const moodElementSchema = z.enum(MOOD_ELEMENTS, { error: ELEMENT_UNKNOWN });

/** Only the element: the server decides its day from the person's time zone (lib/time). */
export const chooseElementSchema = z.object({ element: moodElementSchema });

export const journalEntrySchema = z.object({
  text: journalTextSchema,
  element: moodElementSchema.nullable().default(null),
});

export const journalEditSchema = z.object({ id: z.uuid("Unknown entry."), text: journalTextSchema });
export const journalDeleteSchema = z.object({ id: z.uuid("Unknown entry.") });

const slider = z.int(SLIDER).min(1, SLIDER).max(5, SLIDER);
export const moodCheckSchema = z.object({ mind: slider, body: slider, temperature: slider });
