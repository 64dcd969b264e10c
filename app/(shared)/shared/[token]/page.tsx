import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ReportView } from "@/components/share/report-view";
import { loadSharedReport } from "@/lib/share/load";
import { formatLocalDate } from "@/lib/time";

// Read-only, kept out of search engines, and never passes its address on (next.config.ts also
// sends Referrer-Policy: no-referrer and X-Robots-Tag for /shared/).
export const metadata: Metadata = {
  title: "A shared self-reflection",
  robots: { index: false, follow: false, nocache: true, googleBot: { index: false, follow: false } },
  referrer: "no-referrer",
};
export const dynamic = "force-dynamic";

/** A report someone shared: anything but a live link is the same 404 as any unknown page. */
export default async function SharedReportPage({ params }: PageProps<"/shared/[token]">) {
  const { token } = await params;
  const shared = await loadSharedReport(token);
  if (!shared) notFound();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <ReportView
        document={shared.document}
        title="A self-reflection, shared with you"
        intro={
          <p className="mt-3 leading-relaxed text-muted">
            Someone chose to share these parts of their Journey to Peace report with you. This page is read-only and stops working on{" "}
            <time dateTime={shared.expiresAt.toISOString()}>{formatLocalDate(shared.expiresAt, shared.zone)}</time>, or sooner if they revoke it.
          </p>
        }
      />
    </div>
  );
}
