import { MOOD_ELEMENTS, type MoodElementName } from "@/lib/mood/element-names";

export { MOOD_ELEMENTS, type MoodElementName };

export type MoodElementInfo = {
  name: MoodElementName;
  label: string;
  /** The element's colour: its card, its calendar day and the page tint. */
  color: string;
  /** A darker shade for text and the theme's link colour (at least 4.5:1 on the cream page). */
  ink: string;
  /** What the element is, in two or three words. */
  quality: string;
  /** How choosing it feels, in the person's own voice. */
  message: string;
};

/** The five elements of the mood carousel, in its order. */
export const ELEMENT_INFO: Readonly<Record<MoodElementName, MoodElementInfo>> = {
  akasha: {
    name: "akasha",
    label: "Akasha",
    color: "#7B74B0",
    ink: "#4F4890",
    quality: "space, openness",
    message: "I feel spacious and a little far away, like there is room inside me today.",
  },
  agni: {
    name: "agni",
    label: "Agni",
    color: "#D0613F",
    ink: "#A8432A",
    quality: "fire, drive",
    message: "I feel warm and driven; there is a spark in me that wants to get things done.",
  },
  prthvi: {
    name: "prthvi",
    label: "Prthvi",
    color: "#8C6A3A",
    ink: "#6B4F26",
    quality: "earth, steadiness",
    message: "I feel grounded and slow, steady on my feet, maybe a little heavy.",
  },
  apas: {
    name: "apas",
    label: "Apas",
    color: "#3A86A8",
    ink: "#1F6482",
    quality: "water, feeling",
    message: "I feel soft and tender; my feelings are flowing close to the surface.",
  },
  vayu: {
    name: "vayu",
    label: "Vayu",
    color: "#5E9E8A",
    ink: "#2F6E5B",
    quality: "air, movement",
    message: "I feel light and restless, my thoughts moving quickly from one thing to the next.",
  },
};

/** The page tint of a chosen element (opacity about 0.06-0.07, docs/decisions/0000-the-original-app.md §9), as an 8-digit hex colour. */
export function elementTint(element: MoodElementName): string {
  return `${ELEMENT_INFO[element].color}11`;
}

export function isMoodElement(value: unknown): value is MoodElementName {
  return typeof value === "string" && (MOOD_ELEMENTS as readonly string[]).includes(value);
}
