import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { PrakritiQuestionnaire } from "../_components/prakriti-questionnaire";
import { PlainQuestionnaire } from "../_components/plain-questionnaire";
import { QuestionnairePage } from "../_components/questionnaire-page";
import { questionnaireContent } from "@/content/questionnaires/by-locale";
import { formPlan } from "@/lib/assessments/form-plans";
import { planWords } from "@/lib/assessments/plan-words";
import { requireUser } from "@/lib/auth/session";
import { getIntro, PRAKRITI_MAX_PICKS } from "@/lib/content";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("QuestionsTitles"))("prakriti") };
}

export default async function PrakritiQuestionsPage() {
  const { user } = await requireUser("/questions/prakriti");
  const [locale, words] = await Promise.all([getLocale(), planWords()]);
  const intro = getIntro("prakriti", locale);
  const { PRAKRITI_PROMPT, PRAKRITI_ROWS } = questionnaireContent("prakriti", locale);
  return (
    <QuestionnairePage emoji={intro.emoji} title={intro.title}>
      <PlainQuestionnaire plan={formPlan("prakriti", words)}>
        <PrakritiQuestionnaire userId={user.id} rows={PRAKRITI_ROWS} prompt={PRAKRITI_PROMPT} maxPicks={PRAKRITI_MAX_PICKS} />
      </PlainQuestionnaire>
    </QuestionnairePage>
  );
}
