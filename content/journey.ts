/**
 * The five stages of the journey page (docs/decisions/0000-the-original-app.md §2 'Journey page'), in order. Words written
 * for this app: encouragement about a practice, never a judgement of the person.
 */
import type { StageName } from "@/lib/content/schemas/habits";

export const JOURNEY_STAGE_COPY: Readonly<Record<StageName, string>> = {
  Seed: "Everything begins here, small and quiet. Arriving, being curious and taking the first look is already part of the practice.",
  Sprouting: "Your first skill is done and something has broken the surface. Small, repeated steps are what help it rise.",
  Rooting: "A few practices are becoming your own. Roots grow where nobody sees them, and they steady you on harder days.",
  Blooming: "Practice and check-ins now sit across many days. You may notice the difference yourself, in sleep, mood or ease.",
  Flourishing: "A full, living practice that you know how to tend, adjust with the seasons and come back to whenever you drift.",
};
