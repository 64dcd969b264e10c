import { z } from "zod";
import { ANSWER_MAX_CHARS, ANSWER_MAX_ITEMS } from "@/lib/habits/answer-rules";
import { ANSWER_SECONDS_MAX as PRACTICE_SECONDS_MAX } from "@/lib/habits/practice-time";

import { isLongerThan } from "@/lib/text/visible-length";
import { isStorableText, UNSTORABLE_TEXT } from "./storable-text";

export { acceptCustomEntry } from "@/lib/habits/answer-rules";

/** A habit's slug as content/packs names its folders; anything else is no habit (404) without a query. */
export function isHabitSlug(value: string): boolean {
  return value.length <= 80 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value);
}

const tooLong = `Keep each answer under ${ANSWER_MAX_CHARS.toLocaleString("en-US")} characters.`;
const answerText = z
  .string()
  .refine((text) => !isLongerThan(text, ANSWER_MAX_CHARS), tooLong)
  .refine(isStorableText, UNSTORABLE_TEXT);
const answerList = z.array(answerText).max(ANSWER_MAX_ITEMS, `Choose at most ${ANSWER_MAX_ITEMS} answers.`);

/** One activity's answer as the skill flow sends it; what it must hold depends on the activity type. */
export const activityAnswerSchema = z.strictObject({
  key: z.string().min(1).max(80).refine(isStorableText, UNSTORABLE_TEXT),
  /** Picked items (multi-select), or the one pick (select-reflection, quiz). */
  choices: answerList.default([]),
  /** 'Add your own' entries of a multi-select. */
  custom: answerList.default([]),
  /** Reflection text (reflection, select-reflection, try-later). */
  text: answerText.default(""),
  /** Seconds practised (paced-breath, timed-practice) or reported (try-later); the type's rule caps what counts. */
  seconds: z.number().int("Give whole seconds.").min(0).max(PRACTICE_SECONDS_MAX, "That is longer than a practice can count.").default(0),
});
export type ActivityAnswer = z.input<typeof activityAnswerSchema>;

/** A whole skill's answers, saved together after its last activity. */
export const skillAnswersSchema = z.strictObject({
  skill: z.number().int().min(1).max(1000),
  responses: z.array(activityAnswerSchema).min(1, "Answer the activities first.").max(ANSWER_MAX_ITEMS),
});
export type SkillAnswers = z.input<typeof skillAnswersSchema>;

/**
 * A try-later practice's moment: a day and a time on the person's own clock (their time zone), or
 * `now` for "I did it now".
 */
export const practicePlanSchema = z
  .strictObject({
    skill: z.number().int().min(1).max(1000),
    key: z.string().min(1).max(80).refine(isStorableText, UNSTORABLE_TEXT),
    day: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "Choose a day.")
      .optional(),
    time: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Choose a time, like 18:30.")
      .optional(),
    now: z.boolean().default(false),
  })
  .refine((plan) => plan.now || (plan.day && plan.time), { message: "Choose a day and a time.", path: ["time"] });
export type PracticePlanInput = z.input<typeof practicePlanSchema>;
