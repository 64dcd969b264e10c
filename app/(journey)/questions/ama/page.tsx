import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { PlainQuestionnaire } from "../_components/plain-questionnaire";
import { QuestionnairePage } from "../_components/questionnaire-page";
import { ScaleQuestionnaire } from "../_components/scale-questionnaire";
import { questionnaireContent, questionnaireTagLabel } from "@/content/questionnaires/by-locale";
import { formPlan } from "@/lib/assessments/form-plans";
import { planWords } from "@/lib/assessments/plan-words";
import { requireUser } from "@/lib/auth/session";
import { getIntro } from "@/lib/content";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("QuestionsTitles"))("ama") };
}

export default async function AmaQuestionsPage() {
  const { user } = await requireUser("/questions/ama");
  const [locale, words] = await Promise.all([getLocale(), planWords()]);
  const intro = getIntro("ama", locale);
  const { AMA_PROMPT, AMA_SCALE, AMA_SIGNS } = questionnaireContent("ama", locale);
  const items = AMA_SIGNS.map((sign) => ({ id: sign.id, text: sign.text, tag: questionnaireTagLabel(sign.dhatu, locale) }));
  return (
    <QuestionnairePage emoji={intro.emoji} title={intro.title}>
      <PlainQuestionnaire plan={formPlan("ama", words)}>
        <ScaleQuestionnaire kind="ama" userId={user.id} items={items} scale={AMA_SCALE} lead={{ text: AMA_PROMPT, as: "prompt" }} />
      </PlainQuestionnaire>
    </QuestionnairePage>
  );
}
