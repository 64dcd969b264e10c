import { acceptCustomEntry, ANSWER_MAX_ITEMS } from "../answer-rules";
import type { ActivityTypeRules } from "./rules";
import { ANSWER_MESSAGES } from "../answer-messages";

/** Several items to pick, and the person's own entries beside them. */
export const multiSelect: ActivityTypeRules = {
  needsItems: true,
  marksCorrect: false,
  store: (answer, text) => {
    if (new Set(answer.choices).size !== answer.choices.length) return ANSWER_MESSAGES.choiceTwice;
    const kept: string[] = [...answer.choices];
    for (const entry of answer.custom) {
      const accepted = acceptCustomEntry(entry, kept);
      if (accepted === null) return ANSWER_MESSAGES.ownEntries;
      kept.push(accepted);
    }
    if (kept.length === 0) return ANSWER_MESSAGES.chooseAtLeastOne;
    if (kept.length > ANSWER_MAX_ITEMS) return ANSWER_MESSAGES.chooseAtMost;
    return text ? ANSWER_MESSAGES.choicesNotText : kept;
  },
  isAnswered: (draft) => draft.choices.length + draft.custom.length > 0,
  toAnswer: (key, draft) => ({ key, choices: draft.choices, custom: draft.custom }),
};
