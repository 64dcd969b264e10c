"use client";

import { LOCALES, type Locale } from "@/lib/i18n/locales";
import type { ComposerWords } from "./composer-words";

type LanguageChoiceWords = Pick<ComposerWords, "languageLegend" | "languageHint" | "languages">;

/**
 * The language the practitioner reads: the preview, the PDF and a new link follow it ("the
 * practitioner may read either language: the person chooses when making the link").
 */
export function ReportLanguageChoice({ locale, onChange, words }: { locale: Locale; onChange: (locale: Locale) => void; words: LanguageChoiceWords }) {
  return (
    <fieldset>
      <legend className="text-lg font-semibold text-ink">{words.languageLegend}</legend>
      <p className="mt-1 text-sm leading-relaxed text-muted">{words.languageHint}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {LOCALES.map((option) => (
          <label key={option} lang={option} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-2 hover:bg-black/5">
            <input
              type="radio"
              name="report-locale"
              value={option}
              checked={locale === option}
              onChange={() => onChange(option)}
              className="size-5 accent-[var(--color-accent)]"
            />
            <span className="text-ink">{words.languages[option]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
