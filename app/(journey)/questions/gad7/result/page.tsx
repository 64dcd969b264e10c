import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { Gad7ResultStep } from "../../_components/gad7-result-step";
import { QuestionnairePage } from "../../_components/questionnaire-page";
import { NEXT_AFTER } from "@/lib/assessments/flow";
import { parseStoredResult } from "@/lib/assessments/instruments";
import { requireUser } from "@/lib/auth/session";
import { getLatestSubmissions } from "@/lib/data/assessments";
import { getIntro, reportMeaningsIn } from "@/lib/content";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("QuestionsTitles"))("gad7Result") };
}

/**
 * Where GAD-7's plain form leads once saved (the form that works before JavaScript has loaded):
 * the result step the step-by-step flow shows after Submit, with where to find help, for the
 * latest saved check-in (docs/decisions/0008-gad7-validated-and-help-always-shown.md).
 */
export default async function Gad7ResultPage() {
  const { user } = await requireUser("/questions/gad7/result");
  const latest = (await getLatestSubmissions(user.id)).get("gad7");
  const result = latest ? parseStoredResult("gad7", latest.result) : null;
  if (!result) redirect("/questions/gad7");
  const locale = await getLocale();
  const intro = getIntro("gad7", locale);
  return (
    <QuestionnairePage emoji={intro.emoji} title={intro.title}>
      <Gad7ResultStep result={result} meanings={reportMeaningsIn(locale).gad7} timeZone={user.timeZone} next={NEXT_AFTER.gad7} />
    </QuestionnairePage>
  );
}
