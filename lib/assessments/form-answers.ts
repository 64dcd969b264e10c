/**
 * A plain questionnaire form read back into its instrument's answers, and a refusal of those
 * answers put back onto the form's fields: one reading for every questionnaire, driven by its
 * plan (./form-plans.ts). Pure and free of content, so the form in the browser names its fields
 * with the same functions.
 */
import type { FormPlan, PlainQuestion } from "./form-plans";

/** A question's field name: where its answer goes, joined by dots ("rows.3", "values.gad7-1"). */
export const fieldName = (question: Pick<PlainQuestion, "path">): string => question.path.join(".");

/** The name of one checkbox of a many-choice question: each option is a field of its own, so a refused form keeps every pick. */
export const optionField = (question: Pick<PlainQuestion, "path">, value: string): string => `${fieldName(question)}:${value}`;

/** The message at a question left without an answer it needs. */
export const NEEDS_AN_ANSWER = "Please choose an answer.";

type Form = Pick<FormData, "get" | "has">;

/** One question's answer as posted; undefined when it was left out (and the schema then asks for it). */
function answerOf(question: PlainQuestion, form: Form): unknown {
  if (question.choose === "many") return question.options.filter((o) => form.has(optionField(question, o.value))).map((o) => o.value);
  const sent = form.get(fieldName(question));
  const text = typeof sent === "string" ? sent : "";
  if (question.none !== undefined && (text === "" || text === question.none)) return null;
  if (text === "") return undefined;
  // Anything else that was sent goes on as sent, for the schema to refuse with its own message.
  if (question.store === "int") return /^-?\d{1,9}$/.test(text) ? Number(text) : text;
  return question.store === "list" ? [text] : text;
}

/** Puts `value` at `path`, making the objects and lists on the way; `undefined` makes only those. */
function setAt(target: Record<string | number, unknown>, path: readonly (string | number)[], value: unknown): void {
  let node = target;
  path.forEach((key, i) => {
    if (i < path.length - 1) {
      node[key] ??= typeof path[i + 1] === "number" ? [] : {};
      node = node[key] as Record<string | number, unknown>;
    } else if (value !== undefined) node[key] = value;
  });
}

/**
 * The answers a posted plain form holds, in the shape its instrument's schema reads. A question
 * left blank is simply absent (its list or record is still there), so the schema asks for that
 * question by its own path.
 */
export function answersFromForm(plan: FormPlan, form: Form): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  for (const question of plan.questions) setAt(answers, question.path, answerOf(question, form));
  return answers;
}

/** The fields a browser sends for `answers` (the way back of `answersFromForm`), for tests and the fuzzer. */
export function formEntriesFor(plan: FormPlan, answers: unknown): [string, string][] {
  return plan.questions.flatMap((question): [string, string][] => {
    const value = question.path.reduce<unknown>((node, key) => (node as Record<string | number, unknown> | undefined)?.[key], answers);
    if (Array.isArray(value) && question.choose === "many") return value.map((v) => [optionField(question, String(v)), "on"]);
    if (Array.isArray(value)) return value.length > 0 ? [[fieldName(question), String(value[0])]] : [];
    if (value === null) return question.none === undefined ? [] : [[fieldName(question), question.none]];
    return value === undefined ? [] : [[fieldName(question), String(value)]];
  });
}

type Issue = { path: readonly PropertyKey[]; message: string };

const startsWith = (path: readonly PropertyKey[], prefix: readonly (string | number)[]) =>
  prefix.length <= path.length && prefix.every((key, i) => path[i] === key);

const blank = (answer: unknown) => answer === undefined || (Array.isArray(answer) && answer.length === 0);

/**
 * What the form shows when the schema refuses its answers: each question's message under its
 * field name (its first issue; "Please choose an answer." where it was left blank), and the one
 * message for the status line, which names a refusal of the whole form (Prakriti with no pick)
 * in the schema's own words.
 */
export function formRefusal(plan: FormPlan, issues: readonly Issue[], form: Form): { message: string; fieldErrors: Record<string, string[]> } {
  const fieldErrors: Record<string, string[]> = {};
  const whole: string[] = [];
  for (const issue of issues) {
    const question = plan.questions.find((q) => startsWith(issue.path, q.path));
    if (!question) {
      if (!whole.includes(issue.message)) whole.push(issue.message);
      continue;
    }
    fieldErrors[fieldName(question)] ??= [blank(answerOf(question, form)) ? NEEDS_AN_ANSWER : issue.message];
  }
  const marked = Object.keys(fieldErrors).length;
  const parts = whole.map((m) => (/[.!?]$/.test(m) ? m : `${m}.`));
  if (marked > 0) {
    parts.push(marked === 1 ? "Please look at the question marked below." : `Please look at the ${marked} questions marked below.`);
    parts.push("Your other answers are kept.");
  }
  return { message: `Not saved yet: ${parts.join(" ")}`, fieldErrors };
}
