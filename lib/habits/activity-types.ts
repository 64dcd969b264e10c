/**
 * The registry of activity types a skill is made of (docs/decisions/0000-the-original-app.md §3,
 * Activity; docs/decisions/0044-guided-practices.md): one file per type in
 * lib/habits/activity-types/, joined here. For each, what its content must offer, what an answer
 * to it stores (and the practice time it counts), and when the skill flow lets the person go on.
 * The content schema (lib/content/schemas/habits.ts), the server's answer check
 * (lib/habits/answers.ts), the skill flow's drafts (components/habits/activity-state.ts) and its
 * views (components/habits/activity-view.tsx and activity-fields.tsx, exhaustive over
 * ActivityType) all read it; adding a type is a file here, its entry below and its views (docs/adding-an-activity-type.md). No zod here, so the client bundle stays small.
 */
import { multiSelect } from "./activity-types/multi-select";
import { pacedBreath } from "./activity-types/paced-breath";
import { quiz } from "./activity-types/quiz";
import { reflection } from "./activity-types/reflection";
import type { ActivityTypeRules } from "./activity-types/rules";
import { selectReflection } from "./activity-types/select-reflection";
import { timedPractice } from "./activity-types/timed-practice";
import { tryLater } from "./activity-types/try-later";

export type { ActivityTypeRules, Draft, SubmittedAnswer } from "./activity-types/rules";

export const ACTIVITY_TYPE_RULES = {
  "multi-select": multiSelect,
  reflection,
  "select-reflection": selectReflection,
  quiz,
  "paced-breath": pacedBreath,
  "timed-practice": timedPractice,
  "try-later": tryLater,
} satisfies Record<string, ActivityTypeRules>;

/** The activity types this app knows, in the registry's order. */
export type ActivityType = keyof typeof ACTIVITY_TYPE_RULES;
export const ACTIVITY_TYPES = Object.keys(ACTIVITY_TYPE_RULES) as ActivityType[];
