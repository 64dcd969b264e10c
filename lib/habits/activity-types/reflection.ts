import type { ActivityTypeRules } from "./rules";

/** A few words of the person's own. */
export const reflection: ActivityTypeRules = {
  needsItems: false,
  marksCorrect: false,
  store: (answer, text) => {
    if (answer.choices.length || answer.custom.length) return "This activity takes text only.";
    return text ? [text] : "Write a few words first.";
  },
  isAnswered: (draft) => draft.text.trim().length > 0,
  toAnswer: (key, draft) => ({ key, text: draft.text.trim() }),
};
