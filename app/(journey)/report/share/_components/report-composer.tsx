"use client";

import { useState } from "react";
import { ReportView } from "@/components/share/report-view";
import { buttonClass } from "@/components/ui/button";
import type { Locale } from "@/lib/i18n/locales";
import type { ReportDocument } from "@/lib/share/report-document";
import { DEFAULT_SECTIONS, REPORT_SECTIONS, type ReportSection } from "@/lib/share/sections";
import type { ComposerWords } from "./composer-words";
import { ReportLanguageChoice } from "./report-language-choice";
import { ShareLinkForm } from "./share-link-form";

type Props = { documents: Readonly<Record<Locale, ReportDocument>>; initialLocale: Locale; words: ComposerWords };

/**
 * Choosing what the report holds (GAD-7 only when ticked) and the language the practitioner reads
 * (the page's own unless changed), then printing it, downloading it as a PDF made on the server,
 * or making a link; the report below shows exactly what is chosen, in that language.
 */
export function ReportComposer({ documents, initialLocale, words }: Props) {
  const [chosen, setChosen] = useState<ReportSection[]>([...DEFAULT_SECTIONS]);
  const [locale, setLocale] = useState<Locale>(initialLocale);
  const toggle = (section: ReportSection, on: boolean) => setChosen((now) => REPORT_SECTIONS.filter((s) => (s === section ? on : now.includes(s))));
  const document = documents[locale];
  const shown = { ...document, parts: document.parts.filter((p) => chosen.includes(p.section)) };
  const pdfHref = `/api/user/report/pdf?sections=${chosen.join(",")}&locale=${locale}`;

  return (
    <div className="flex flex-col gap-8">
      <div className="print-hidden flex flex-col gap-6 rounded-3xl border border-line bg-white/80 p-5 shadow-sm">
        <fieldset>
          <legend className="text-lg font-semibold text-ink">{words.includeLegend}</legend>
          <p className="mt-1 text-sm leading-relaxed text-muted">{words.includeHint}</p>
          <div className="mt-3 grid gap-1 sm:grid-cols-2">
            {REPORT_SECTIONS.map((section) => (
              <label key={section} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-2 hover:bg-black/5">
                <input
                  type="checkbox"
                  name="sections"
                  value={section}
                  checked={chosen.includes(section)}
                  onChange={(e) => toggle(section, e.target.checked)}
                  className="size-5 accent-[var(--color-accent)]"
                />
                <span className="text-ink">{words.sections[section]}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <ReportLanguageChoice locale={locale} onChange={setLocale} words={words} />
        <div className="flex flex-col gap-3 sm:flex-row">
          <button type="button" className={buttonClass("primary")} onClick={() => window.print()} disabled={!chosen.length}>
            {words.print}
          </button>
          {chosen.length ? (
            <a href={pdfHref} download className={buttonClass("secondary")} data-testid="download-pdf">
              {words.downloadPdf}
            </a>
          ) : (
            <span className={buttonClass("secondary", "opacity-50")} aria-disabled="true">
              {words.downloadPdf}
            </span>
          )}
        </div>
        <ShareLinkForm sections={chosen} locale={locale} words={words} />
      </div>
      <div lang={locale} className={locale === "hi" ? "hindi-content" : undefined}>
        <ReportView document={shown} title={document.labels.title} level={2} />
      </div>
    </div>
  );
}
