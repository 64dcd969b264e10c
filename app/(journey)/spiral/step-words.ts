import "server-only";
import { getLocale, getTranslations } from "next-intl/server";
import type { StepWords } from "@/lib/growth/stage";
import { INTL_LOCALE } from "@/lib/time/format-in";

const MORE = { skills: "moreSkills", days: "moreDays", checkIns: "moreCheckIns" } as const;

/** The journey page's next step in this request's language: plurals from the catalogue, the list joined as the language joins one. */
export async function stepWords(): Promise<StepWords> {
  const [locale, t] = await Promise.all([getLocale(), getTranslations("JourneyPage")]);
  const list = new Intl.ListFormat(INTL_LOCALE[locale], { type: "conjunction" });
  return {
    more: (what, count) => t(MORE[what], { count }),
    list: (parts) => list.format(parts),
    toStage: (needs, stage) => t("nextStep", { needs, stage: t(stage) }),
  };
}
