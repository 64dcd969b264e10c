/** What the skill flow keeps for each activity while the user works through it. Pure. */
import type { Activity } from "@/lib/content/schemas/habits";
import type { ActivityAnswer } from "@/lib/validations/habits";

export type Draft = { choices: string[]; custom: string[]; text: string; submitted: boolean };
export type FlowActivity = Activity & { key: string };

export const emptyDraft = (): Draft => ({ choices: [], custom: [], text: "", submitted: false });

/** Whether the activity has what it needs before Next: the same rules the server applies. */
export function isAnswered(activity: FlowActivity, draft: Draft): boolean {
  switch (activity.meta.type) {
    case "multi-select":
      return draft.choices.length + draft.custom.length > 0;
    case "reflection":
      return draft.text.trim().length > 0;
    case "select-reflection":
      return draft.choices.length === 1;
    case "quiz":
      return draft.choices.length === 1 && draft.submitted;
    default:
      return false;
  }
}

/** The answer sent to the server for one activity (only the fields its type takes). */
export function toAnswer(activity: FlowActivity, draft: Draft): ActivityAnswer {
  switch (activity.meta.type) {
    case "multi-select":
      return { key: activity.key, choices: draft.choices, custom: draft.custom };
    case "reflection":
      return { key: activity.key, text: draft.text.trim() };
    case "select-reflection":
      return { key: activity.key, choices: draft.choices, text: draft.text.trim() };
    default:
      return { key: activity.key, choices: draft.choices };
  }
}
