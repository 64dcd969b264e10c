import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { buttonClass } from "@/components/ui/button";

/** The second welcome screen: for someone whose report is complete (docs/decisions/0020-intro-and-welcome-views.md). */
export async function WelcomeBack({ name }: { name: string }) {
  const t = await getTranslations("Landing");
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-6 py-20 text-center sm:py-28" data-testid="welcome-back">
      <span aria-hidden="true" className="text-6xl">
        🪷
      </span>
      <h1 className="mt-6 text-4xl text-ink sm:text-5xl">{t("welcomeBack", { name })}</h1>
      <p className="mt-5 text-lg leading-relaxed text-muted">{t("welcomeBackBody")}</p>
      <Link href="/dashboard" className={buttonClass("primary", "mt-10 min-w-56")}>
        {t("continue")}
      </Link>
    </section>
  );
}
