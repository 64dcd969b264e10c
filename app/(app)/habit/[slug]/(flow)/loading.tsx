import { getTranslations } from "next-intl/server";
import { NoScriptSkillLink } from "@/components/habits/no-script-skill-link";

/** Shown while the skill and its activities load. */
export default async function HabitLoading() {
  const t = await getTranslations("Practice");
  return (
    <div className="mx-auto flex min-h-screen max-w-2xl flex-col gap-6 px-4 py-8 sm:py-12">
      <p role="status" className="text-muted">
        {t("loadingSkill")}
      </p>
      <NoScriptSkillLink />
    </div>
  );
}
