import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { Gad7Questionnaire } from "../_components/gad7-questionnaire";
import { PlainQuestionnaire } from "../_components/plain-questionnaire";
import { QuestionnairePage } from "../_components/questionnaire-page";
import { questionnaireContent } from "@/content/questionnaires/by-locale";
import { formPlan } from "@/lib/assessments/form-plans";
import { planWords } from "@/lib/assessments/plan-words";
import { requireUser } from "@/lib/auth/session";
import { getIntro, reportMeaningsIn } from "@/lib/content";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("QuestionsTitles"))("gad7") };
}

export default async function Gad7QuestionsPage() {
  const { user } = await requireUser("/questions/gad7");
  const [locale, words] = await Promise.all([getLocale(), planWords()]);
  const intro = getIntro("gad7", locale);
  const gad7 = questionnaireContent("gad7", locale);
  const keptInEnglish = "GAD7_KEPT_IN_ENGLISH" in gad7;
  return (
    <QuestionnairePage emoji={intro.emoji} title={intro.title}>
      {/* A validated instrument keeps its published English where no published translation exists (content/hi/questionnaires/gad7.ts). */}
      {"GAD7_KEPT_IN_ENGLISH" in gad7 && (
        <p data-testid="gad7-kept-in-english" className="mb-6 rounded-2xl border border-line bg-white/70 px-4 py-3 text-sm leading-relaxed text-muted">
          {gad7.GAD7_KEPT_IN_ENGLISH}
        </p>
      )}
      <PlainQuestionnaire plan={formPlan("gad7", words)}>
        <Gad7Questionnaire
          userId={user.id}
          items={gad7.GAD7_ITEMS}
          stem={gad7.GAD7_STEM}
          answers={gad7.GAD7_ANSWERS}
          meanings={reportMeaningsIn(locale).gad7}
          timeZone={user.timeZone}
          itemsLang={keptInEnglish ? "en" : undefined}
        />
      </PlainQuestionnaire>
    </QuestionnairePage>
  );
}
