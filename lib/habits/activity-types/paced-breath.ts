import { plannedSeconds, practisedLine } from "../practice-time";
import type { ActivityTypeRules } from "./rules";
import { ANSWER_MESSAGES } from "../answer-messages";

/**
 * Breathing with a pacer: a shape that grows and shrinks with `pattern` for `rounds` rounds (a side
 * cue with `sides`). Its answer is the time given to it; ending early or moving on is always allowed.
 */
export const pacedBreath: ActivityTypeRules = {
  needsItems: false,
  marksCorrect: false,
  requires: ["pattern", "rounds"],
  store: (answer, text, activity) => {
    if (answer.choices.length || answer.custom.length || text) return ANSWER_MESSAGES.timeOnly;
    return [practisedLine(Math.min(answer.seconds, plannedSeconds(activity)))];
  },
  practiceSeconds: (answer, activity) => Math.min(answer.seconds, plannedSeconds(activity)),
  isAnswered: (draft) => draft.submitted,
  toAnswer: (key, draft) => ({ key, seconds: Math.round(draft.seconds) }),
};
