/**
 * What every activity type declares (one file each in this folder, joined in
 * lib/habits/activity-types.ts). No zod here, so the client bundle stays small.
 */
import type { Activity } from "@/lib/content/schemas/habits";
import type { ActivityAnswer, activityAnswerSchema } from "@/lib/validations/habits";
import type { z } from "zod";

/** A submitted answer as the server reads it (after the shared schema). */
export type SubmittedAnswer = z.output<typeof activityAnswerSchema>;

/**
 * What the skill flow keeps for one activity while the person works through it. `seconds` is the
 * time actually practised (a guided practice's clock, or what the person reports after a try-later).
 */
export type Draft = { choices: string[]; custom: string[]; text: string; submitted: boolean; seconds: number };

/** Content fields a guided type needs beside the ones every activity has (their shapes: lib/content/schemas/habits.ts). */
type PracticeField = "pattern" | "rounds" | "steps" | "plan" | "follow_up";

export type ActivityTypeRules = {
  /** Its content offers at least two items to choose from. */
  needsItems: boolean;
  /** Its items mark exactly one correct answer with an explanation (a quiz); no other type marks any. */
  marksCorrect: boolean;
  /** The content fields it needs beyond header, prompt and closing (none when left out). */
  requires?: readonly PracticeField[];
  /**
   * The answer texts to store, or why the answer is refused. Picks are already known to be items
   * of the activity; `text` is the answer's text trimmed.
   */
  store(answer: SubmittedAnswer, text: string, activity: Activity): string[] | string;
  /** The seconds of practice the answer counts (capped by the content's own time); none when left out. */
  practiceSeconds?(answer: SubmittedAnswer, activity: Activity): number;
  /** Whether the activity has what it needs before Next: the same rule `store` applies. */
  isAnswered(draft: Draft): boolean;
  /** The answer sent to the server, with only the fields this type takes. */
  toAnswer(key: string, draft: Draft): ActivityAnswer;
};
