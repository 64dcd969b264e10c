/** What the skill flow keeps for each activity while the user works through it. Pure. */
import type { Activity } from "@/lib/content/schemas/habits";
import { activityRules } from "@/lib/habits/activity-rules";
import type { Draft } from "@/lib/habits/activity-types";
import type { ActivityAnswer } from "@/lib/validations/habits";

export type { Draft } from "@/lib/habits/activity-types";
export type FlowActivity = Activity & { key: string };

export const emptyDraft = (): Draft => ({ choices: [], custom: [], text: "", submitted: false, seconds: 0 });

/** Whether the activity has what it needs before Next: its type's rule, the one the server applies. */
export function isAnswered(activity: FlowActivity, draft: Draft): boolean {
  return activityRules(activity.meta.type)?.isAnswered(draft) ?? false;
}

/** The answer sent to the server for one activity (only the fields its type takes). */
export function toAnswer(activity: FlowActivity, draft: Draft): ActivityAnswer {
  return activityRules(activity.meta.type)?.toAnswer(activity.key, draft) ?? { key: activity.key, choices: draft.choices };
}
