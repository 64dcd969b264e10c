import type { Metadata } from "next";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/auth/session";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { loadOwnReport } from "@/lib/share/load";
import type { ReportDocument } from "@/lib/share/report-document";
import { REPORT_SECTIONS } from "@/lib/share/sections";
import { COMPOSER_KEYS, type ComposerWords } from "./_components/composer-words";
import { ReportComposer } from "./_components/report-composer";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("PractitionerReport"))("pageTitle") };
}

/** The report to print, download as a PDF or share by link, with the parts the person chooses. */
export default async function ShareReportPage() {
  const { user } = await requireUser("/report/share");
  const [locale, t, language] = await Promise.all([getLocale() as Promise<Locale>, getTranslations("PractitionerReport"), getTranslations("Language")]);
  const words: ComposerWords = {
    ...(Object.fromEntries(COMPOSER_KEYS.map((key) => [key, t(key)])) as Record<(typeof COMPOSER_KEYS)[number], string>),
    sections: Object.fromEntries(REPORT_SECTIONS.map((section) => [section, t(`sections.${section}`)])) as ComposerWords["sections"],
    languages: { en: language("en"), hi: language("hi") },
  };
  // Both languages, so the preview follows the language chosen for the PDF and the link at once.
  const documents = Object.fromEntries(await Promise.all(LOCALES.map(async (l) => [l, await loadOwnReport(user, REPORT_SECTIONS, l)] as const)));
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:py-12">
      <header className="print-hidden">
        <h1 className="text-3xl text-ink sm:text-4xl">{t("pageTitle")}</h1>
        <p className="mt-3 leading-relaxed text-muted">{t("pageIntro")}</p>
        <Link href="/report" className="mt-3 inline-block font-semibold text-accent-dark underline-offset-4 hover:underline">
          {t("backToReport")}
        </Link>
      </header>
      <ReportComposer documents={documents as Record<Locale, ReportDocument>} initialLocale={locale} words={words} />
    </div>
  );
}
