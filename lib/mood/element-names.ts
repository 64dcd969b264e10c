/** The five mood elements, in the carousel's order. Plain data so client code can import it without Drizzle. */
export const MOOD_ELEMENTS = ["akasha", "agni", "prthvi", "apas", "vayu"] as const;
export type MoodElementName = (typeof MOOD_ELEMENTS)[number];

/** 'Let me choose for you': one of the five, each as likely. */
export function anyElement(random: () => number = Math.random): MoodElementName {
  return MOOD_ELEMENTS[Math.floor(random() * MOOD_ELEMENTS.length)] ?? MOOD_ELEMENTS[0];
}

/** The name and value of the element form's 'Let me choose for you' button (its choice is made on the server). */
export const CHOOSE_FOR_ME = { name: "choose", value: "for-me" } as const;
