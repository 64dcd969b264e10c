import { getTranslations } from "next-intl/server";

/** The library's heading, shared by the page and its loading state so nothing moves when the cards arrive. */
export async function HabitsIntro() {
  const t = await getTranslations("Practice");
  return (
    <header className="max-w-2xl">
      <h1 className="text-3xl text-ink sm:text-4xl">{t("libraryTitle")}</h1>
      <p className="mt-3 leading-relaxed text-muted">{t("libraryIntro")}</p>
    </header>
  );
}
