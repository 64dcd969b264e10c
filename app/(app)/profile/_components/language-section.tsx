import { getTranslations } from "next-intl/server";
import { LanguageSwitch } from "@/components/i18n/language-switch";

/** The language the app is read in, saved on the account (docs/decisions/0048-locales.md). */
export async function LanguageSection() {
  const t = await getTranslations("Language");
  return (
    <section aria-labelledby="language-title" className="rounded-3xl border border-line bg-white/70 p-5" data-testid="language-section">
      <h2 id="language-title" className="text-2xl text-ink">
        {t("profileHeading")}
      </h2>
      <p className="mt-2 mb-3 leading-relaxed text-muted">{t("profileBody")}</p>
      <LanguageSwitch fallbackReturnTo="/profile" />
    </section>
  );
}
