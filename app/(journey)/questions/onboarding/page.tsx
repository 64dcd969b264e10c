import type { Metadata } from "next";
import { OnboardingQuestionnaire } from "../_components/onboarding-questionnaire";
import { PlainQuestionnaire } from "../_components/plain-questionnaire";
import { QuestionnairePage } from "../_components/questionnaire-page";
import { toQuestionView } from "../_components/question-views";
import { formPlan } from "@/lib/assessments/form-plans";
import { redirectForReport, requireUser } from "@/lib/auth/session";
import { hasCompleteReport } from "@/lib/data/assessments";
import { getIntro, getOnboardingQuestions, getOnboardingSections } from "@/lib/content";

export const metadata: Metadata = { title: "Onboarding questionnaire" };

export default async function OnboardingQuestionsPage({ searchParams }: PageProps<"/questions/onboarding">) {
  // Once the report is complete this leads to the dashboard, unless retaken on purpose (docs/decisions/0004-complete-report-skips-onboarding.md).
  const retake = (await searchParams).retake === "1";
  const current = await requireUser(retake ? "/questions/onboarding?retake=1" : "/questions/onboarding");
  const { user } = current;
  if (!retake && (await hasCompleteReport(user.id))) redirectForReport(current, true, "/dashboard");
  const intro = getIntro("onboarding");
  return (
    <QuestionnairePage emoji={intro.emoji} title={intro.title}>
      <PlainQuestionnaire plan={formPlan("onboarding")}>
        <OnboardingQuestionnaire userId={user.id} questions={getOnboardingQuestions().map(toQuestionView)} sections={getOnboardingSections()} />
      </PlainQuestionnaire>
    </QuestionnairePage>
  );
}
