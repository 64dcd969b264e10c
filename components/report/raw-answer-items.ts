import "server-only";
import { questionnaireContent } from "@/content/questionnaires/by-locale";
import type { Locale } from "@/lib/i18n/locales";
import { readJsonObject } from "@/lib/scoring";
import type { RawAnswerItem } from "./raw-answers";

function asList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map((v) => String(v));
  if (value === null || value === undefined || value === "") return [];
  return [String(value)];
}

/**
 * The report's raw answers ({ q1: ["q1-a"], … }) as readable question → chosen option labels,
 * in questionnaire order; keys or options the content no longer knows are kept as saved.
 * `fallback` (pretty JSON) when the answers are not an object at all.
 */
export function rawAnswerItems(raw: unknown, locale: Locale): { items: RawAnswerItem[]; fallback?: string } {
  const answers = readJsonObject(raw);
  if (!answers) {
    return raw === null || raw === undefined ? { items: [] } : { items: [], fallback: JSON.stringify(raw, null, 2) };
  }
  const questions = questionnaireContent("onboarding", locale).ONBOARDING_QUESTIONS;
  const known = new Set(questions.map((q) => q.id));
  const items: RawAnswerItem[] = [];
  for (const question of questions) {
    if (!(question.id in answers)) continue;
    const labels = asList(answers[question.id]).map((id) => question.options.find((o) => o.id === id)?.label ?? id);
    items.push({ id: question.id, question: question.text, answers: labels });
  }
  for (const [key, value] of Object.entries(answers)) {
    if (!known.has(key)) items.push({ id: key, question: key, answers: asList(value) });
  }
  return { items };
}
