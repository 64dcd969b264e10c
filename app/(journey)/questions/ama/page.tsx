import type { Metadata } from "next";
import { PlainQuestionnaire } from "../_components/plain-questionnaire";
import { QuestionnairePage } from "../_components/questionnaire-page";
import { ScaleQuestionnaire } from "../_components/scale-questionnaire";
import { formPlan } from "@/lib/assessments/form-plans";
import { requireUser } from "@/lib/auth/session";
import { AMA_PROMPT, AMA_SCALE, getAmaSigns, getIntro } from "@/lib/content";

export const metadata: Metadata = { title: "Ama in dhatus" };

export default async function AmaQuestionsPage() {
  const { user } = await requireUser("/questions/ama");
  const intro = getIntro("ama");
  const items = getAmaSigns().map((sign) => ({ id: sign.id, text: sign.text, tag: sign.dhatu }));
  return (
    <QuestionnairePage emoji={intro.emoji} title={intro.title}>
      <PlainQuestionnaire plan={formPlan("ama")}>
        <ScaleQuestionnaire kind="ama" userId={user.id} items={items} scale={AMA_SCALE} lead={{ text: AMA_PROMPT, as: "prompt" }} />
      </PlainQuestionnaire>
    </QuestionnairePage>
  );
}
