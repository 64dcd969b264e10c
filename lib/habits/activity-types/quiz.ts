import type { ActivityTypeRules } from "./rules";
import { ANSWER_MESSAGES } from "../answer-messages";

/** A question of fact with one right answer and its explanation. */
export const quiz: ActivityTypeRules = {
  needsItems: true,
  marksCorrect: true,
  store: (answer, text) => {
    if (answer.choices.length !== 1 || answer.custom.length || text) return ANSWER_MESSAGES.chooseOneAnswer;
    return [answer.choices[0]!];
  },
  isAnswered: (draft) => draft.choices.length === 1 && draft.submitted,
  toAnswer: (key, draft) => ({ key, choices: draft.choices }),
};
