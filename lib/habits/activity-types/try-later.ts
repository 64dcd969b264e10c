import { REPORTED_SECONDS_MAX } from "../practice-time";
import type { ActivityTypeRules } from "./rules";
import { ANSWER_MESSAGES } from "../answer-messages";

/**
 * A practice for later: the person sets a moment (`plan`), a reminder comes then, and the
 * reflection (`follow_up`) is asked at or after it. The answer is that reflection and the minutes
 * the person says it took (optional). A plan still ahead refuses the answer (lib/habits/save.ts).
 */
export const tryLater: ActivityTypeRules = {
  needsItems: false,
  marksCorrect: false,
  requires: ["plan", "follow_up"],
  store: (answer, text) => {
    if (answer.choices.length || answer.custom.length) return ANSWER_MESSAGES.textOnly;
    return text ? [text] : ANSWER_MESSAGES.howItWent;
  },
  practiceSeconds: (answer) => Math.min(answer.seconds, REPORTED_SECONDS_MAX),
  isAnswered: (draft) => draft.text.trim().length > 0,
  toAnswer: (key, draft) => ({ key, text: draft.text.trim(), seconds: Math.round(draft.seconds) }),
};
