import type { ActivityTypeRules } from "./rules";
import { ANSWER_MESSAGES } from "../answer-messages";

/** One item about the person's own experience (each may carry a kind note), and words about it. */
export const selectReflection: ActivityTypeRules = {
  needsItems: true,
  marksCorrect: false,
  store: (answer, text) => {
    if (answer.choices.length !== 1 || answer.custom.length) return ANSWER_MESSAGES.chooseOneOption;
    return text ? [answer.choices[0]!, text] : [answer.choices[0]!];
  },
  isAnswered: (draft) => draft.choices.length === 1,
  toAnswer: (key, draft) => ({ key, choices: draft.choices, text: draft.text.trim() }),
};
