/**
 * The registry of activity types a skill is made of (docs/decisions/0000-the-original-app.md §3, Activity): for each, what its
 * content must offer, what an answer to it stores, and when the skill flow lets the person go on.
 * The content schema (lib/content/schemas/habits.ts), the server's answer check
 * (lib/habits/answers.ts), the skill flow's drafts (components/habits/activity-state.ts) and its
 * view (components/habits/activity-view.tsx, exhaustive over ActivityType) all read it; adding a
 * type is an entry here and its view (docs/adding-an-activity-type.md). No zod here, so the
 * client bundle stays small.
 */
import type { ActivityAnswer, activityAnswerSchema } from "@/lib/validations/habits";
import type { z } from "zod";
import { acceptCustomEntry, ANSWER_MAX_ITEMS } from "./answer-rules";

/** A submitted answer as the server reads it (after the shared schema). */
export type SubmittedAnswer = z.output<typeof activityAnswerSchema>;

/** What the skill flow keeps for one activity while the person works through it. */
export type Draft = { choices: string[]; custom: string[]; text: string; submitted: boolean };

export type ActivityTypeRules = {
  /** Its content offers at least two items to choose from. */
  needsItems: boolean;
  /** Its items mark exactly one correct answer with an explanation (a quiz); no other type marks any. */
  marksCorrect: boolean;
  /**
   * The answer texts to store, or why the answer is refused. Picks are already known to be items
   * of the activity; `text` is the answer's text trimmed.
   */
  store(answer: SubmittedAnswer, text: string): string[] | string;
  /** Whether the activity has what it needs before Next: the same rule `store` applies. */
  isAnswered(draft: Draft): boolean;
  /** The answer sent to the server, with only the fields this type takes. */
  toAnswer(key: string, draft: Draft): ActivityAnswer;
};

export const ACTIVITY_TYPE_RULES = {
  "multi-select": {
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
  },
  reflection: {
    needsItems: false,
    marksCorrect: false,
    store: (answer, text) => {
      if (answer.choices.length || answer.custom.length) return "This activity takes text only.";
      return text ? [text] : "Write a few words first.";
    },
    isAnswered: (draft) => draft.text.trim().length > 0,
    toAnswer: (key, draft) => ({ key, text: draft.text.trim() }),
  },
  "select-reflection": {
    needsItems: true,
    marksCorrect: false,
    store: (answer, text) => {
      if (answer.choices.length !== 1 || answer.custom.length) return "Choose one option.";
      return text ? [answer.choices[0]!, text] : [answer.choices[0]!];
    },
    isAnswered: (draft) => draft.choices.length === 1,
    toAnswer: (key, draft) => ({ key, choices: draft.choices, text: draft.text.trim() }),
  },
  quiz: {
    needsItems: true,
    marksCorrect: true,
    store: (answer, text) => {
      if (answer.choices.length !== 1 || answer.custom.length || text) return "Choose one answer.";
      return [answer.choices[0]!];
    },
    isAnswered: (draft) => draft.choices.length === 1 && draft.submitted,
    toAnswer: (key, draft) => ({ key, choices: draft.choices }),
  },
} satisfies Record<string, ActivityTypeRules>;

/** The activity types this app knows, in the registry's order. */
export type ActivityType = keyof typeof ACTIVITY_TYPE_RULES;
export const ACTIVITY_TYPES = Object.keys(ACTIVITY_TYPE_RULES) as ActivityType[];
