/** Schemas of the habit library (content/habits) and its activity bundles (content/packs). */
import { z } from "zod";
import { activityRules } from "@/lib/habits/activity-rules";
import { ANSWER_MAX_ITEMS } from "@/lib/habits/answer-rules";
import { doshaCodeSchema } from "@/lib/scoring/dosha-schemas";
import { MOOD_SIGNS, SUGGESTION_AREAS } from "@/lib/suggestions/vocabulary";
import { addDuplicateIssues, text } from "./common";

export const STAGE_NAMES = ["Seed", "Sprouting", "Rooting", "Blooming", "Flourishing"] as const;
const StageNameSchema = z.enum(STAGE_NAMES);
export type StageName = z.infer<typeof StageNameSchema>;

/** The activity types a skill is made of: the registry's (lib/habits/activity-types.ts). */
export { ACTIVITY_TYPES } from "@/lib/habits/activity-types";

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be a lowercase slug");

const SkillContentSchema = z.strictObject({
  title: text,
  stage: StageNameSchema,
  coachComment: text,
});

const HabitContentSchema = z.strictObject({
  slug,
  name: text,
  blurb: text.max(160, "keep the blurb under 160 characters"),
  icon: z
    .string()
    .regex(/^\/habits\/[a-z0-9-]+\.svg$/, "must be /habits/{name}.svg")
    .nullable(),
  skills: z.array(SkillContentSchema).min(3, "a habit needs at least 3 skills"),
  /** What the practice is good for, read by the suggestion rule (lib/suggestions/rule.ts). */
  suits: z.strictObject({
    doshas: z.array(doshaCodeSchema).max(3),
    areas: z.array(z.enum(SUGGESTION_AREAS)).max(SUGGESTION_AREAS.length),
    moods: z.array(z.enum(MOOD_SIGNS)).max(MOOD_SIGNS.length),
  }),
});
export type HabitContent = z.infer<typeof HabitContentSchema>;

export const HabitCatalogueSchema = z
  .array(HabitContentSchema)
  .min(1)
  .superRefine((list, ctx) => {
    addDuplicateIssues(
      list.map((h) => h.slug),
      ctx,
      "habit slug",
      "slug",
    );
    list.forEach((habit, h) => {
      let last = -1;
      habit.skills.forEach((skill, s) => {
        const at = STAGE_NAMES.indexOf(skill.stage);
        if (at < last) ctx.addIssue({ code: "custom", message: "skills must not go back a stage", path: [h, "skills", s, "stage"] });
        last = at;
      });
    });
  });

const ItemSchema = z.strictObject({
  text: text.max(300),
  correct: z.boolean().optional(),
  /** A kind line shown once the person chooses this item (select-reflection, multi-select); never "right" or "wrong". */
  note: text.max(400).optional(),
});

const seconds = (min: number, max: number) => z.number().int().min(min).max(max);

/** The guided types' own fields (docs/decisions/0044-guided-practices.md); which type needs which is the registry's `requires`. */
const PracticeFields = {
  /** paced-breath: seconds of each phase; `hold` and `holdAfter` may be 0 (skipped). */
  pattern: z.strictObject({ in: seconds(1, 20), hold: seconds(0, 20), out: seconds(1, 20), holdAfter: seconds(0, 20) }).optional(),
  rounds: z.number().int().min(1).max(30).optional(),
  /** paced-breath: alternate-nostril, a side cue that changes each half-round. */
  sides: z.boolean().optional(),
  /** timed-practice: steps with their own durations. */
  steps: z
    .array(z.strictObject({ text: text.max(300), seconds: seconds(10, 1800) }))
    .min(1)
    .max(12)
    .optional(),
  /** try-later: the question that sets a moment, and the reflection asked at or after it. */
  plan: z.strictObject({ text }).optional(),
  follow_up: z.strictObject({ text }).optional(),
};
const PRACTICE_FIELDS = ["pattern", "rounds", "steps", "plan", "follow_up"] as const;

/**
 * One activity. `meta.type` is any string here on purpose: a type this app does not know is
 * shown as 'Unsupported activity type: {type}' instead of failing the whole bundle.
 */
export const ActivitySchema = z
  .strictObject({
    meta: z.strictObject({ type: text, kind: text.default("pro") }),
    header: text,
    prompt: z.strictObject({ text }),
    coach_closing: z.strictObject({ text }),
    items: z.array(ItemSchema).max(ANSWER_MAX_ITEMS).default([]),
    /** Quiz only: said after the answer, right or wrong. */
    explanation: z.strictObject({ text }).optional(),
    ...PracticeFields,
  })
  .superRefine((activity, ctx) => {
    const { type } = activity.meta;
    const rules = activityRules(type);
    if (rules?.needsItems && activity.items.length < 2) ctx.addIssue({ code: "custom", message: `${type} needs at least 2 items`, path: ["items"] });
    addDuplicateIssues(
      activity.items.map((i) => i.text),
      ctx,
      "item",
      "text",
    );
    if (rules?.marksCorrect) {
      if (activity.items.filter((i) => i.correct).length !== 1)
        ctx.addIssue({ code: "custom", message: "a quiz needs exactly one correct item", path: ["items"] });
      if (!activity.explanation) ctx.addIssue({ code: "custom", message: "a quiz needs an explanation", path: ["explanation"] });
      if (activity.items.some((i) => i.note !== undefined))
        ctx.addIssue({ code: "custom", message: "a quiz item has an explanation, not a note", path: ["items"] });
    } else if (activity.items.some((i) => i.correct !== undefined)) {
      ctx.addIssue({ code: "custom", message: "only quiz items can be marked correct", path: ["items"] });
    }
    if (!rules) return;
    const needed = rules.requires ?? [];
    for (const field of PRACTICE_FIELDS) {
      const has = activity[field] !== undefined;
      if (needed.includes(field) && !has) ctx.addIssue({ code: "custom", message: `${type} needs ${field}`, path: [field] });
      if (!needed.includes(field) && has) ctx.addIssue({ code: "custom", message: `${field} is not read by ${type}`, path: [field] });
    }
    if (activity.sides !== undefined && !needed.includes("pattern")) ctx.addIssue({ code: "custom", message: `sides is not read by ${type}`, path: ["sides"] });
  });
export type Activity = z.infer<typeof ActivitySchema>;

const activityKey = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "activity keys are lowercase slugs")
  .max(80);
const ActivitiesSchema = z.record(activityKey, ActivitySchema).refine((a) => Object.keys(a).length > 0, "a skill needs at least one activity");

/**
 * A bundle file: `skills.{skill-n}.activities` for the skills of one habit at one stage, or a
 * single skill's `activities` at the top (both shapes of docs/decisions/0000-the-original-app.md §7).
 */
export const BundleSchema = z.union([
  z.strictObject({ skills: z.record(z.string().regex(/^skill-\d+$/, "skill keys look like skill-1"), z.strictObject({ activities: ActivitiesSchema })) }),
  z.strictObject({ activities: ActivitiesSchema }),
]);
export type Bundle = z.infer<typeof BundleSchema>;
