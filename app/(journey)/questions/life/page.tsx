import type { Metadata } from "next";
import { PlainQuestionnaire } from "../_components/plain-questionnaire";
import { QuestionnairePage } from "../_components/questionnaire-page";
import { ScaleQuestionnaire } from "../_components/scale-questionnaire";
import { formPlan } from "@/lib/assessments/form-plans";
import { requireUser } from "@/lib/auth/session";
import { getIntro, getLifestyleItems, LIFESTYLE_SCALE, LIFESTYLE_STEM } from "@/lib/content";

export const metadata: Metadata = { title: "Lifestyle targets" };

export default async function LifeQuestionsPage() {
  const { user } = await requireUser("/questions/life");
  const intro = getIntro("life");
  const items = getLifestyleItems().map((item) => ({ id: item.id, text: item.text, tag: item.domain }));
  // Only value and label cross to the browser (the multipliers are the server's business).
  const scale = LIFESTYLE_SCALE.map(({ value, label }) => ({ value, label }));
  return (
    <QuestionnairePage emoji={intro.emoji} title={intro.title}>
      <PlainQuestionnaire plan={formPlan("life")}>
        <ScaleQuestionnaire kind="life" userId={user.id} items={items} scale={scale} lead={{ text: LIFESTYLE_STEM, as: "stem" }} />
      </PlainQuestionnaire>
    </QuestionnairePage>
  );
}
