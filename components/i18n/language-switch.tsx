import { getLocale, getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { chooseLocaleAction } from "@/lib/i18n/locale-actions";
import { LOCALES } from "@/lib/i18n/locales";
import { ReturnHereField } from "./return-here-field";

const BUTTON = "inline-flex min-h-11 items-center rounded-full px-3 text-sm font-medium";

/**
 * English / हिन्दी: a form of two submit buttons posting to the server action, so it works before
 * and without JavaScript (docs/decisions/0040-one-way-to-write-a-form.md). Each language is named
 * in itself and marked with its own `lang`; the one shown is marked current.
 */
export async function LanguageSwitch({ tone = "light", fallbackReturnTo = "/" }: { tone?: "light" | "dark"; fallbackReturnTo?: string }) {
  const [locale, t] = await Promise.all([getLocale(), getTranslations("Language")]);
  const idle = tone === "dark" ? "text-white hover:bg-white/10" : "text-accent-dark hover:bg-black/5";
  const current = tone === "dark" ? "bg-white text-accent-dark" : "bg-accent-soft text-accent-dark";
  return (
    <form action={chooseLocaleAction} data-testid="language-switch">
      <Suspense fallback={<input type="hidden" name="returnTo" value={fallbackReturnTo} />}>
        <ReturnHereField />
      </Suspense>
      <div role="group" aria-label={t("legend")} className="flex flex-wrap items-center gap-1">
        {LOCALES.map((option) => (
          <button
            key={option}
            type="submit"
            name="locale"
            value={option}
            lang={option}
            aria-current={option === locale ? "true" : undefined}
            className={`${BUTTON} ${option === locale ? current : idle}`}
          >
            {t(option)}
          </button>
        ))}
      </div>
    </form>
  );
}
