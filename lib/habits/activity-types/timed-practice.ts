import { plannedSeconds, practisedLine } from "../practice-time";
import type { ActivityTypeRules } from "./rules";
import { ANSWER_MESSAGES } from "../answer-messages";

/**
 * A practice in timed `steps` (sitting, a walk, self-massage, a stretch sequence) with the time left
 * in view. Its answer is the time given to it; a step can be skipped and the whole ended early.
 */
export const timedPractice: ActivityTypeRules = {
  needsItems: false,
  marksCorrect: false,
  requires: ["steps"],
  store: (answer, text, activity) => {
    if (answer.choices.length || answer.custom.length || text) return ANSWER_MESSAGES.timeOnly;
    return [practisedLine(Math.min(answer.seconds, plannedSeconds(activity)))];
  },
  practiceSeconds: (answer, activity) => Math.min(answer.seconds, plannedSeconds(activity)),
  isAnswered: (draft) => draft.submitted,
  toAnswer: (key, draft) => ({ key, seconds: Math.round(draft.seconds) }),
};
