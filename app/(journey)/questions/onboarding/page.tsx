import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { OnboardingQuestionnaire } from "../_components/onboarding-questionnaire";
import { PlainQuestionnaire } from "../_components/plain-questionnaire";
import { QuestionnairePage } from "../_components/questionnaire-page";
import { toQuestionView } from "../_components/question-views";
import { questionnaireContent } from "@/content/questionnaires/by-locale";
import { formPlan } from "@/lib/assessments/form-plans";
import { planWords } from "@/lib/assessments/plan-words";
import { redirectForReport, requireUser } from "@/lib/auth/session";
import { hasCompleteReport } from "@/lib/data/assessments";
import { getIntro } from "@/lib/content";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("QuestionsTitles"))("onboarding") };
}

export default async function OnboardingQuestionsPage({ searchParams }: PageProps<"/questions/onboarding">) {
  // Once the report is complete this leads to the dashboard, unless retaken on purpose (docs/decisions/0004-complete-report-skips-onboarding.md).
  const retake = (await searchParams).retake === "1";
  const current = await requireUser(retake ? "/questions/onboarding?retake=1" : "/questions/onboarding");
  const { user } = current;
  if (!retake && (await hasCompleteReport(user.id))) redirectForReport(current, true, "/dashboard");
  const [locale, words] = await Promise.all([getLocale(), planWords()]);
  const intro = getIntro("onboarding", locale);
  const { ONBOARDING_QUESTIONS, ONBOARDING_SECTIONS } = questionnaireContent("onboarding", locale);
  return (
    <QuestionnairePage emoji={intro.emoji} title={intro.title}>
      <PlainQuestionnaire plan={formPlan("onboarding", words)}>
        <OnboardingQuestionnaire userId={user.id} questions={ONBOARDING_QUESTIONS.map(toQuestionView)} sections={ONBOARDING_SECTIONS} />
      </PlainQuestionnaire>
    </QuestionnairePage>
  );
}
