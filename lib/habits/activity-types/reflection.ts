import type { ActivityTypeRules } from "./rules";
import { ANSWER_MESSAGES } from "../answer-messages";

/** A few words of the person's own. */
export const reflection: ActivityTypeRules = {
  needsItems: false,
  marksCorrect: false,
  store: (answer, text) => {
    if (answer.choices.length || answer.custom.length) return ANSWER_MESSAGES.textOnly;
    return text ? [text] : ANSWER_MESSAGES.fewWordsFirst;
  },
  isAnswered: (draft) => draft.text.trim().length > 0,
  toAnswer: (key, draft) => ({ key, text: draft.text.trim() }),
};
