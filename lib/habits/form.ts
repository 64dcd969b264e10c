/**
 * A skill's answers as one form (the skill's own page, /habit/{slug}/answers, which works before
 * JavaScript has loaded: docs/decisions/0040-one-way-to-write-a-form.md): the field names each
 * activity's inputs post under, and the FormData read back into the object the skill flow sends,
 * so the same schema and service check both. Pure.
 */
import type { FailedForm, FormState } from "@/lib/forms/form-state";
import { asFormData } from "@/lib/validations/form-data";
import type { Draft } from "./activity-types";
import type { SkillCompletion } from "./completion";

/** Each activity's key, in order, as a hidden field: the answers are read in this order. */
export const ACTIVITY_FIELD = "activity";

/** Where one activity's answer is posted: its picks (checkboxes, radios), its own entries (one a line), its text and minutes practised. */
export function activityFieldNames(key: string) {
  return { choices: key, own: `${key}:own`, text: `${key}:text`, minutes: `${key}:minutes` };
}

/** Minutes typed on the form as whole seconds; nothing typed (or not a number) is none. */
function secondsOf(minutes: FormDataEntryValue | null): number {
  if (typeof minutes !== "string" || !/^\d{1,3}(\.\d+)?$/.test(minutes.trim())) return 0;
  return Math.round(Number(minutes.trim()) * 60);
}

const strings = (values: FormDataEntryValue[]) => values.filter((value): value is string => typeof value === "string");

/** What was posted for each activity, as the form draws it again after a refusal. */
export function draftsFromForm(formData: unknown): Record<string, Draft> {
  const form = asFormData(formData);
  const drafts: Record<string, Draft> = {};
  for (const key of strings(form.getAll(ACTIVITY_FIELD))) {
    const names = activityFieldNames(key);
    const own = form.get(names.own);
    const text = form.get(names.text);
    drafts[key] = {
      choices: strings(form.getAll(names.choices)),
      custom: typeof own === "string" ? own.split(/\r?\n/).filter((line) => line.trim() !== "") : [],
      text: typeof text === "string" ? text : "",
      submitted: true,
      seconds: secondsOf(form.get(names.minutes)),
    };
  }
  return drafts;
}

/**
 * The posted form as `skillAnswersSchema` reads the skill flow's object (lib/validations/habits.ts):
 * the skill's order and one answer for each activity listed, with every field it posted. Which
 * fields an activity may hold is its type's rule, checked by the service against the skill's bundle.
 */
export function skillAnswersFromForm(formData: unknown): unknown {
  const skill = asFormData(formData).get("skill");
  const responses = Object.entries(draftsFromForm(formData)).map(([key, draft]) => ({
    key,
    choices: draft.choices,
    custom: draft.custom,
    text: draft.text.trim(),
    // Minutes are posted only by the guided practices' fields; nothing typed is none.
    ...(draft.seconds ? { seconds: draft.seconds } : {}),
  }));
  return { skill: typeof skill === "string" && /^\d{1,4}$/.test(skill) ? Number(skill) : skill, responses };
}

/** The skill form's answer: a completion, or a refusal with what was posted for each activity. */
export type SkillFormState = FormState<SkillCompletion> | (FailedForm & { drafts: Record<string, Draft> });

/** The completion screen of a saved skill, drawn by the server (/habit/{slug}/complete). */
export function completionPath(slug: string, completion: Pick<SkillCompletion, "skill" | "firstTime">): string {
  return `/habit/${encodeURIComponent(slug)}/complete?skill=${completion.skill.order}${completion.firstTime ? "&first=1" : ""}`;
}

/** What was posted for each activity before a refusal; nothing before the first post or after a save. */
export function postedDrafts(state: SkillFormState): Record<string, Draft> {
  return state.status === "failed" && "drafts" in state ? state.drafts : {};
}
