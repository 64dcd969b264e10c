import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { GunaQuestionnaire } from "../_components/guna-questionnaire";
import { PlainQuestionnaire } from "../_components/plain-questionnaire";
import { QuestionnairePage } from "../_components/questionnaire-page";
import { questionnaireContent } from "@/content/questionnaires/by-locale";
import { formPlan } from "@/lib/assessments/form-plans";
import { planWords } from "@/lib/assessments/plan-words";
import { requireUser } from "@/lib/auth/session";
import { getIntro } from "@/lib/content";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("QuestionsTitles"))("guna") };
}

export default async function GunaQuestionsPage() {
  const { user } = await requireUser("/questions/guna");
  const [locale, words] = await Promise.all([getLocale(), planWords()]);
  const intro = getIntro("guna", locale);
  const { GUNA_PROMPT, GUNA_RANGE, GUNA_SCALE, GUNA_SLIDERS } = questionnaireContent("guna", locale);
  return (
    <QuestionnairePage emoji={intro.emoji} title={intro.title}>
      <PlainQuestionnaire plan={formPlan("guna", words)}>
        <GunaQuestionnaire userId={user.id} sliders={GUNA_SLIDERS} prompt={GUNA_PROMPT} scale={GUNA_SCALE} range={GUNA_RANGE} />
      </PlainQuestionnaire>
    </QuestionnairePage>
  );
}
