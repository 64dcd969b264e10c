import { getTranslations } from "next-intl/server";
import { HabitsIntro } from "./intro";

/**
 * Shown while the library loads (docs/decisions/0000-the-original-app.md §2, Habits). Same heading as the page and at least a
 * screen tall, so the cards replacing the status line push nothing visible around (no layout shift).
 */
export default async function HabitsLoading() {
  const t = await getTranslations("Practice");
  return (
    <section className="mx-auto flex min-h-screen max-w-6xl flex-col gap-8 px-4 py-8 sm:py-12">
      <HabitsIntro />
      <p role="status" className="text-muted">
        {t("loadingHabits")}
      </p>
    </section>
  );
}
