import type { Metadata } from "next";
import { Gad7Questionnaire } from "../_components/gad7-questionnaire";
import { PlainQuestionnaire } from "../_components/plain-questionnaire";
import { QuestionnairePage } from "../_components/questionnaire-page";
import { formPlan } from "@/lib/assessments/form-plans";
import { requireUser } from "@/lib/auth/session";
import { GAD7_ANSWERS, GAD7_STEM, getGad7Items, getIntro, getReportMeanings } from "@/lib/content";

export const metadata: Metadata = { title: "Emotional check-in" };

export default async function Gad7QuestionsPage() {
  const { user } = await requireUser("/questions/gad7");
  const intro = getIntro("gad7");
  return (
    <QuestionnairePage emoji={intro.emoji} title={intro.title}>
      <PlainQuestionnaire plan={formPlan("gad7")}>
        <Gad7Questionnaire
          userId={user.id}
          items={getGad7Items()}
          stem={GAD7_STEM}
          answers={GAD7_ANSWERS}
          meanings={getReportMeanings().gad7}
          timeZone={user.timeZone}
        />
      </PlainQuestionnaire>
    </QuestionnairePage>
  );
}
