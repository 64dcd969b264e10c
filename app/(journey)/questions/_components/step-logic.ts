/**
 * Step and answer rules shared by the questionnaire screens. Pure, so they are unit-tested.
 */
import type { ChoiceAnswers, ChoiceQuestionShape } from "./answer-shapes";

/** `step` kept inside 0..count-1 (0 when there are no steps). */
export function clampStep(step: number, count: number): number {
  if (!Number.isFinite(step) || count <= 0) return 0;
  return Math.min(Math.max(Math.trunc(step), 0), count - 1);
}

/** Next: one step on, staying on the last. Back: one step back, staying on the first. */
export function stepAfter(step: number, count: number): number {
  return clampStep(step + 1, count);
}

export function stepBefore(step: number, count: number): number {
  return clampStep(step - 1, count);
}

/** The index of the first unanswered step, or `count` when all are answered. */
export function firstOpenStep(count: number, isAnswered: (step: number) => boolean): number {
  for (let step = 0; step < count; step += 1) if (!isAnswered(step)) return step;
  return count;
}

/**
 * Where a restored draft resumes: its own step, but never past the first unanswered step of a
 * questionnaire that needs every answer (`isAnswered` given), so no required answer is skipped.
 */
export function resumeStep(step: number, count: number, isAnswered?: (step: number) => boolean): number {
  const clamped = clampStep(step, count);
  return isAnswered ? Math.min(clamped, clampStep(firstOpenStep(count, isAnswered), count)) : clamped;
}

export type TogglePick<T> = { picks: T[]; ignored: boolean };

/**
 * Toggles `value` in a row of picks: a picked value is removed; a new one is added while fewer
 * than `max` are picked, otherwise it is ignored (the row stays as it was).
 */
export function togglePick<T>(picks: readonly T[], value: T, max: number): TogglePick<T> {
  if (picks.includes(value)) return { picks: picks.filter((p) => p !== value), ignored: false };
  if (picks.length >= max) return { picks: [...picks], ignored: true };
  return { picks: [...picks, value], ignored: false };
}

/**
 * The onboarding picks after choosing `optionId`: a single-choice question holds just that
 * option (choosing it again keeps it); a multi-choice one adds or removes it. An exclusive
 * ("none of these") option of a multi-choice question stands alone: picking it clears the other
 * picks, and picking any other option clears it.
 */
export function choose(question: ChoiceQuestionShape, answers: ChoiceAnswers, optionId: string, checked: boolean): ChoiceAnswers {
  const current = answers[question.id] ?? [];
  const exclusive = new Set(question.options.filter((o) => o.exclusive).map((o) => o.id));
  let next: string[];
  if (question.type === "single") next = [optionId];
  else if (!checked) next = current.filter((id) => id !== optionId);
  else if (exclusive.has(optionId)) next = [optionId];
  else next = [...current.filter((id) => id !== optionId && !exclusive.has(id)), optionId];
  return { ...answers, [question.id]: next };
}

export function isChoiceAnswered(answers: ChoiceAnswers, questionId: string | undefined): boolean {
  return questionId !== undefined && (answers[questionId]?.length ?? 0) > 0;
}

/** How many of the questions have at least one pick. */
export function countAnswered(questions: readonly { id: string }[], answers: ChoiceAnswers): number {
  return questions.filter((q) => isChoiceAnswered(answers, q.id)).length;
}

/** Finish is allowed only when every question has an answer. */
export function canFinishChoices(questions: readonly { id: string }[], answers: ChoiceAnswers): boolean {
  return questions.length > 0 && countAnswered(questions, answers) === questions.length;
}

export type SectionPosition = { sectionIndex: number; title: string; number: number; size: number };

/**
 * Where question `step` sits among the sections: its section (by the question's `section` id),
 * its 1-based number inside that section, and the section's size.
 */
export function sectionPosition(
  questions: readonly { section: number }[],
  sections: readonly { id: number; title: string }[],
  step: number,
): SectionPosition | null {
  const question = questions[step];
  if (!question) return null;
  const sectionIndex = sections.findIndex((s) => s.id === question.section);
  const inSection = questions.filter((q) => q.section === question.section);
  const before = questions.slice(0, step).filter((q) => q.section === question.section).length;
  return { sectionIndex, title: sections[sectionIndex]?.title ?? "", number: before + 1, size: inSection.length };
}
