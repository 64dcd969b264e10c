import "server-only";
import { requestLocale } from "@/lib/i18n/request-locale";
import { requestWords } from "@/lib/i18n/words";
import type { PlanWords } from "./form-plans";

/** A plain form's own hints in this request's language (./form-plans.ts). */
export async function planWords(): Promise<PlanWords> {
  const [locale, t] = await Promise.all([requestLocale(), requestWords("Questions")]);
  return {
    locale,
    chooseUpTo: (limit) => t("chooseUpTo", { limit: limit === 2 ? t("pickLimitTwo") : String(limit) }),
    scaleEnds: (ends) => t("scaleEnds", ends),
  };
}
