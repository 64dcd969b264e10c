import type { Practice } from "./messages";

/** A calm practice for any moment, when the latest check did not call for a specific relief (the Buddy tab). */
export const EVERYDAY_PRACTICE: Practice = {
  title: "Three grounding breaths",
  steps: [
    "Put both feet flat on the floor and feel its support.",
    "Breathe in through your nose for a slow count of four.",
    "Breathe out through your mouth for a count of six.",
    "Repeat three times, and name one thing you can see, hear and feel.",
  ],
};
