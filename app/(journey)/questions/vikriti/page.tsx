import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { PlainQuestionnaire } from "../_components/plain-questionnaire";
import { QuestionnairePage } from "../_components/questionnaire-page";
import { VikritiQuestionnaire } from "../_components/vikriti-questionnaire";
import { questionnaireContent } from "@/content/questionnaires/by-locale";
import { formPlan } from "@/lib/assessments/form-plans";
import { planWords } from "@/lib/assessments/plan-words";
import { requireUser } from "@/lib/auth/session";
import { getIntro } from "@/lib/content";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("QuestionsTitles"))("vikriti") };
}

export default async function VikritiQuestionsPage() {
  const { user } = await requireUser("/questions/vikriti");
  const [locale, words] = await Promise.all([getLocale(), planWords()]);
  const intro = getIntro("vikriti", locale);
  const { VIKRITI_PROMPT, VIKRITI_ROWS, VIKRITI_NONE_LABEL } = questionnaireContent("vikriti", locale);
  return (
    <QuestionnairePage emoji={intro.emoji} title={intro.title}>
      <PlainQuestionnaire plan={formPlan("vikriti", words)}>
        <VikritiQuestionnaire userId={user.id} rows={VIKRITI_ROWS} prompt={VIKRITI_PROMPT} noneLabel={VIKRITI_NONE_LABEL} />
      </PlainQuestionnaire>
    </QuestionnairePage>
  );
}
