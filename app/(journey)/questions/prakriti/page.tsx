import type { Metadata } from "next";
import { PrakritiQuestionnaire } from "../_components/prakriti-questionnaire";
import { PlainQuestionnaire } from "../_components/plain-questionnaire";
import { QuestionnairePage } from "../_components/questionnaire-page";
import { formPlan } from "@/lib/assessments/form-plans";
import { requireUser } from "@/lib/auth/session";
import { getIntro, getPrakritiRows, PRAKRITI_MAX_PICKS, PRAKRITI_PROMPT } from "@/lib/content";

export const metadata: Metadata = { title: "Prakriti: your natural essence" };

export default async function PrakritiQuestionsPage() {
  const { user } = await requireUser("/questions/prakriti");
  const intro = getIntro("prakriti");
  return (
    <QuestionnairePage emoji={intro.emoji} title={intro.title}>
      <PlainQuestionnaire plan={formPlan("prakriti")}>
        <PrakritiQuestionnaire userId={user.id} rows={getPrakritiRows()} prompt={PRAKRITI_PROMPT} maxPicks={PRAKRITI_MAX_PICKS} />
      </PlainQuestionnaire>
    </QuestionnairePage>
  );
}
