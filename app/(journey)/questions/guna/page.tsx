import type { Metadata } from "next";
import { GunaQuestionnaire } from "../_components/guna-questionnaire";
import { PlainQuestionnaire } from "../_components/plain-questionnaire";
import { QuestionnairePage } from "../_components/questionnaire-page";
import { formPlan } from "@/lib/assessments/form-plans";
import { requireUser } from "@/lib/auth/session";
import { getGunaSliders, getIntro, GUNA_PROMPT, GUNA_RANGE, GUNA_SCALE } from "@/lib/content";

export const metadata: Metadata = { title: "Inner Space Reflection" };

export default async function GunaQuestionsPage() {
  const { user } = await requireUser("/questions/guna");
  const intro = getIntro("guna");
  return (
    <QuestionnairePage emoji={intro.emoji} title={intro.title}>
      <PlainQuestionnaire plan={formPlan("guna")}>
        <GunaQuestionnaire userId={user.id} sliders={getGunaSliders()} prompt={GUNA_PROMPT} scale={GUNA_SCALE} range={GUNA_RANGE} />
      </PlainQuestionnaire>
    </QuestionnairePage>
  );
}
