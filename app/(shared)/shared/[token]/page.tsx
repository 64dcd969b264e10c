import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ReportView } from "@/components/share/report-view";
import { loadSharedReport } from "@/lib/share/load";
import { wordsIn } from "@/lib/i18n/words";
import { formatDateIn } from "@/lib/time/format-in-locale";

// Read-only, kept out of search engines, and never passes its address on (next.config.ts also
// sends Referrer-Policy: no-referrer and X-Robots-Tag for /shared/).
const PRIVATE: Metadata = {
  robots: { index: false, follow: false, nocache: true, googleBot: { index: false, follow: false } },
  referrer: "no-referrer",
};
export const dynamic = "force-dynamic";

/**
 * The title is the page's, in the reader's language: metadata is made apart from the page, and
 * reading the link here would count a second opening.
 */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("PractitionerReport");
  return { ...PRIVATE, title: t("sharedMetaTitle") };
}

/**
 * A report someone shared, in the language they chose for the link, whatever the reader's browser
 * says; anything but a live link is the same 404 as any unknown page.
 */
export default async function SharedReportPage({ params }: PageProps<"/shared/[token]">) {
  const { token } = await params;
  const shared = await loadSharedReport(token);
  if (!shared) notFound();
  const t = wordsIn(shared.locale, "PractitionerReport");
  const expires = formatDateIn(shared.locale, shared.expiresAt, shared.zone);
  return (
    <div lang={shared.locale} className={`mx-auto max-w-3xl px-4 py-8 sm:py-12 ${shared.locale === "hi" ? "hindi-content" : ""}`}>
      <ReportView
        document={shared.document}
        title={t("sharedTitle")}
        intro={
          <p className="mt-3 leading-relaxed text-muted">
            {t.rich("sharedIntro", {
              date: expires,
              time: (chunks) => <time dateTime={shared.expiresAt.toISOString()}>{chunks}</time>,
            })}
          </p>
        }
      />
    </div>
  );
}
