import "server-only";
import { requestLocale } from "@/lib/i18n/request-locale";
import { requestWords } from "@/lib/i18n/words";
import type { ActionResult } from "@/lib/action-result";
import { NEEDS_AN_ANSWER } from "@/lib/assessments/form-answers";

/**
 * A refused save in the person's language. The services answer in English, which API clients and
 * the English pages read as they are; on another language's page the reason is said by its
 * status, and each marked question's message by whether it was left blank.
 */
export async function sayRefusal<T>(result: ActionResult<T>): Promise<ActionResult<T>> {
  if (result.ok || (await requestLocale()) === "en") return result;
  const t = await requestWords("QuestionsSaving");
  const marked = Object.entries(result.fieldErrors ?? {});
  if (marked.length > 0) {
    const fieldErrors = Object.fromEntries(marked.map(([name, [first]]) => [name, [first === NEEDS_AN_ANSWER ? t("needsAnAnswer") : t("lookAgain")]]));
    return { ...result, message: t("formRefused", { count: marked.length }), fieldErrors };
  }
  const message = result.status === 401 ? t("loggedOut") : result.status === 503 ? t("unavailable") : t("notSaved");
  return { ...result, message };
}
