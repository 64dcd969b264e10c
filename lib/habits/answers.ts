/**
 * Checks a skill's submitted answers against the bundle they came from, so nothing the bundle
 * did not offer reaches the database: every activity answered once, known keys only, picks
 * that exist, 'Add your own' entries trimmed and unique. Pure: no I/O.
 */
import { ACTIVITY_TYPES, ANSWER_MAX_ITEMS, type Activity, type ActivityType } from "@/lib/content/schemas/habits";
import { acceptCustomEntry, type activityAnswerSchema } from "@/lib/validations/habits";
import type { z } from "zod";

type Answer = z.output<typeof activityAnswerSchema>;
export type ResponseRow = { activityKey: string; kind: string; answers: string[] };
export type AnswerCheck = { ok: true; rows: ResponseRow[] } | { ok: false; message: string; fieldErrors: Record<string, string[]> };

export function isKnownActivityType(type: string): type is ActivityType {
  return (ACTIVITY_TYPES as readonly string[]).includes(type);
}

/** The answer texts to store for one activity, or the reason it is refused. */
function answersFor(activity: Activity, answer: Answer): string[] | string {
  const items = new Set(activity.items.map((i) => i.text));
  const text = answer.text.trim();
  const unknownPick = answer.choices.find((c) => !items.has(c));
  if (unknownPick !== undefined) return `"${unknownPick.slice(0, 60)}" is not one of the choices.`;
  switch (activity.meta.type) {
    case "multi-select": {
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
    }
    case "reflection":
      if (answer.choices.length || answer.custom.length) return "This activity takes text only.";
      return text ? [text] : "Write a few words first.";
    case "select-reflection":
      if (answer.choices.length !== 1 || answer.custom.length) return "Choose one option.";
      return text ? [answer.choices[0]!, text] : [answer.choices[0]!];
    case "quiz":
      if (answer.choices.length !== 1 || answer.custom.length || text) return "Choose one answer.";
      return [answer.choices[0]!];
    default:
      return `Unsupported activity type: ${activity.meta.type}`;
  }
}

/** Every activity of the skill must be answered exactly once; returns the rows to save. */
export function checkSkillAnswers(activities: readonly (Activity & { key: string })[], answers: readonly Answer[]): AnswerCheck {
  const fieldErrors: Record<string, string[]> = {};
  const byKey = new Map<string, Answer>();
  for (const answer of answers) {
    const known = activities.some((a) => a.key === answer.key);
    if (!known) fieldErrors[answer.key] = ["Unknown activity."];
    else if (byKey.has(answer.key)) fieldErrors[answer.key] = ["Answered twice."];
    byKey.set(answer.key, answer);
  }
  const rows: ResponseRow[] = [];
  for (const activity of activities) {
    const answer = byKey.get(activity.key);
    if (!answer) {
      fieldErrors[activity.key] ??= ["This activity has no answer yet."];
      continue;
    }
    const result = answersFor(activity, answer);
    if (typeof result === "string") fieldErrors[activity.key] ??= [result];
    else rows.push({ activityKey: activity.key, kind: activity.meta.kind, answers: result });
  }
  if (Object.keys(fieldErrors).length) {
    const first = Object.values(fieldErrors)[0]![0]!;
    return { ok: false, message: `Those answers could not be saved: ${first}`, fieldErrors };
  }
  return { ok: true, rows };
}
