import "server-only";
import { fail, ok, type ActionResult } from "@/lib/action-result";
import { answerSchemas } from "@/lib/validations/assessments";
import { asFormData } from "@/lib/validations/form-data";
import { answersFromForm, formRefusal } from "./form-answers";
import { formPlan } from "./form-plans";
import { isAssessmentKind } from "./instruments";
import { submitForCurrentUser } from "./save-for-session";

/**
 * Saves a questionnaire posted as its plain form (FormData: `kind` and the plan's fields) for the
 * signed-in user, through the same validation and saving as the step-by-step flow, and answers
 * where to go next. A refusal names each question to look at by its field.
 */
export async function saveQuestionnaireForm(input: unknown): Promise<ActionResult<{ next: string }>> {
  const form = asFormData(input);
  const kind = form.get("kind");
  if (!isAssessmentKind(kind)) return fail(422, "Unknown questionnaire");
  const plan = formPlan(kind);
  const answers = answersFromForm(plan, form);
  const saved = await submitForCurrentUser({ kind, answers });
  if (saved.ok) return ok({ next: plan.resultPath ?? saved.data.next });
  if (saved.status !== 422) return saved;
  // The service said which part of `answers` it refused; the same schema names the questions.
  const checked = answerSchemas[kind].safeParse(answers);
  if (checked.success) return saved;
  const refusal = formRefusal(plan, checked.error.issues, form);
  return fail(422, refusal.message, refusal.fieldErrors);
}
