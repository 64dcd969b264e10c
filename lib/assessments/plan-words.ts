import "server-only";
import { getLocale, getTranslations } from "next-intl/server";
import type { PlanWords } from "./form-plans";

/** A plain form's own hints in this request's language (./form-plans.ts). */
export async function planWords(): Promise<PlanWords> {
  const [locale, t] = await Promise.all([getLocale(), getTranslations("Questions")]);
  return {
    locale,
    chooseUpTo: (limit) => t("chooseUpTo", { limit: limit === 2 ? t("pickLimitTwo") : String(limit) }),
    scaleEnds: (ends) => t("scaleEnds", ends),
  };
}
