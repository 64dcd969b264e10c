import type { Metadata } from "next";
import { PlainQuestionnaire } from "../_components/plain-questionnaire";
import { QuestionnairePage } from "../_components/questionnaire-page";
import { VikritiQuestionnaire } from "../_components/vikriti-questionnaire";
import { formPlan } from "@/lib/assessments/form-plans";
import { requireUser } from "@/lib/auth/session";
import { getIntro, getVikritiRows, VIKRITI_NONE_LABEL, VIKRITI_PROMPT } from "@/lib/content";

export const metadata: Metadata = { title: "Vikriti: your current balance" };

export default async function VikritiQuestionsPage() {
  const { user } = await requireUser("/questions/vikriti");
  const intro = getIntro("vikriti");
  return (
    <QuestionnairePage emoji={intro.emoji} title={intro.title}>
      <PlainQuestionnaire plan={formPlan("vikriti")}>
        <VikritiQuestionnaire userId={user.id} rows={getVikritiRows()} prompt={VIKRITI_PROMPT} noneLabel={VIKRITI_NONE_LABEL} />
      </PlainQuestionnaire>
    </QuestionnairePage>
  );
}
