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
  return { title: (await getTranslations("QuestionsTitles"))("life") };
}

export default async function LifeQuestionsPage() {
  const { user } = await requireUser("/questions/life");
  const [locale, words] = await Promise.all([getLocale(), planWords()]);
  const intro = getIntro("life", locale);
  const { LIFESTYLE_ITEMS, LIFESTYLE_SCALE, LIFESTYLE_STEM } = questionnaireContent("lifestyle", locale);
  const items = LIFESTYLE_ITEMS.map((item) => ({ id: item.id, text: item.text, tag: questionnaireTagLabel(item.domain, locale) }));
  // Only value and label cross to the browser (the multipliers are the server's business).
  const scale = LIFESTYLE_SCALE.map(({ value, label }) => ({ value, label }));
  return (
    <QuestionnairePage emoji={intro.emoji} title={intro.title}>
      <PlainQuestionnaire plan={formPlan("life", words)}>
        <ScaleQuestionnaire kind="life" userId={user.id} items={items} scale={scale} lead={{ text: LIFESTYLE_STEM, as: "stem" }} />
      </PlainQuestionnaire>
    </QuestionnairePage>
  );
}
