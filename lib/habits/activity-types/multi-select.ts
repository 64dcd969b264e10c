import { acceptCustomEntry, ANSWER_MAX_ITEMS } from "../answer-rules";
import type { ActivityTypeRules } from "./rules";

/** Several items to pick, and the person's own entries beside them. */
export const multiSelect: ActivityTypeRules = {
  needsItems: true,
  marksCorrect: false,
  store: (answer, text) => {
    if (new Set(answer.choices).size !== answer.choices.length) return "A choice was sent twice.";
    const kept: string[] = [...answer.choices];
    for (const entry of answer.custom) {
      const accepted = acceptCustomEntry(entry, kept);
      if (accepted === null) return "Your own entries must not be empty or repeat a choice.";
      kept.push(accepted);
    }
    if (kept.length === 0) return "Choose at least one.";
    if (kept.length > ANSWER_MAX_ITEMS) return `Choose at most ${ANSWER_MAX_ITEMS}.`;
    return text ? "This activity takes choices, not text." : kept;
  },
  isAnswered: (draft) => draft.choices.length + draft.custom.length > 0,
  toAnswer: (key, draft) => ({ key, choices: draft.choices, custom: draft.custom }),
};
