/**
 * Checks a skill's submitted answers against the bundle they came from, so nothing the bundle
 * did not offer reaches the database: every activity answered once, known keys only, picks
 * that exist, 'Add your own' entries trimmed and unique. Pure: no I/O.
 */
import type { Activity } from "@/lib/content/schemas/habits";
import { activityRules } from "./activity-rules";
import { ANSWER_MESSAGES, notAChoice, unsupportedActivity } from "./answer-messages";
import type { SubmittedAnswer as Answer } from "./activity-types";

export type ResponseRow = { activityKey: string; kind: string; answers: string[] };
/**
 * The rows to save and the seconds of practice they count (the guided types' own time), or the
 * first reason for refusing them and each activity's (validation keys, ./answer-messages.ts).
 */
export type AnswerCheck = { ok: true; rows: ResponseRow[]; practiceSeconds: number } | { ok: false; reason: string; fieldErrors: Record<string, string[]> };

/** The answer texts to store for one activity, or the reason it is refused. */
function answersFor(activity: Activity, answer: Answer): string[] | string {
  const items = new Set(activity.items.map((i) => i.text));
  const text = answer.text.trim();
  const unknownPick = answer.choices.find((c) => !items.has(c));
  if (unknownPick !== undefined) return notAChoice(unknownPick);
  const rules = activityRules(activity.meta.type);
  return rules ? rules.store(answer, text, activity) : unsupportedActivity(activity.meta.type);
}

/** Every activity of the skill must be answered exactly once; returns the rows to save. */
export function checkSkillAnswers(activities: readonly (Activity & { key: string })[], answers: readonly Answer[]): AnswerCheck {
  const fieldErrors: Record<string, string[]> = {};
  const byKey = new Map<string, Answer>();
  for (const answer of answers) {
    const known = activities.some((a) => a.key === answer.key);
    if (!known) fieldErrors[answer.key] = [ANSWER_MESSAGES.unknownActivity];
    else if (byKey.has(answer.key)) fieldErrors[answer.key] = [ANSWER_MESSAGES.answeredTwice];
    byKey.set(answer.key, answer);
  }
  const rows: ResponseRow[] = [];
  let practiceSeconds = 0;
  for (const activity of activities) {
    const answer = byKey.get(activity.key);
    if (!answer) {
      fieldErrors[activity.key] ??= [ANSWER_MESSAGES.noAnswerYet];
      continue;
    }
    const result = answersFor(activity, answer);
    if (typeof result === "string") fieldErrors[activity.key] ??= [result];
    else {
      rows.push({ activityKey: activity.key, kind: activity.meta.kind, answers: result });
      practiceSeconds += activityRules(activity.meta.type)?.practiceSeconds?.(answer, activity) ?? 0;
    }
  }
  if (Object.keys(fieldErrors).length) return { ok: false, reason: Object.values(fieldErrors)[0]![0]!, fieldErrors };
  return { ok: true, rows, practiceSeconds };
}
