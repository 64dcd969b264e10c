import type { Metadata } from "next";
import { GunaQuestionnaire } from "../_components/guna-questionnaire";
import { QuestionnairePage } from "../_components/questionnaire-page";
import { requireUser } from "@/lib/auth/session";
import { getGunaSliders, getIntro, GUNA_PROMPT, GUNA_RANGE, GUNA_SCALE } from "@/lib/content";

export const metadata: Metadata = { title: "Inner Space Reflection" };

export default async function GunaQuestionsPage() {
  const { user } = await requireUser("/questions/guna");
  const intro = getIntro("guna");
  return (
    <QuestionnairePage emoji={intro.emoji} title={intro.title}>
      <GunaQuestionnaire userId={user.id} sliders={getGunaSliders()} prompt={GUNA_PROMPT} scale={GUNA_SCALE} range={GUNA_RANGE} />
    </QuestionnairePage>
  );
}
