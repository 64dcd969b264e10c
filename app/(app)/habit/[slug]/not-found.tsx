import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { buttonClass } from "@/components/ui/button";

/** An unknown habit, or one without skills (docs/decisions/0000-the-original-app.md §8: 'No skill found for this habit.'). */
export default async function NoSkillFound() {
  const t = await getTranslations("Practice");
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-20 text-center">
      <h1 className="text-3xl text-ink">{t("noSkillTitle")}</h1>
      <p className="mt-3 text-muted">{t("noSkillBody")}</p>
      <Link href="/dashboard" className={buttonClass("primary", "mt-8")}>
        {t("returnDashboard")}
      </Link>
    </section>
  );
}
