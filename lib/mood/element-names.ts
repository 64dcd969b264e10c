/** The five mood elements, in the carousel's order. Plain data so client code can import it without Drizzle. */
export const MOOD_ELEMENTS = ["akasha", "agni", "prthvi", "apas", "vayu"] as const;
export type MoodElementName = (typeof MOOD_ELEMENTS)[number];
