import { Suspense, type ReactNode } from "react";
import { ClaimRefresh } from "./_components/claim-refresh";
import { PageChrome } from "@/components/layout/page-chrome";
import { SiteHeader } from "@/components/layout/site-header";
import { TopBar } from "@/components/layout/top-bar";
import { TimeZoneCheck } from "@/components/time-zone/time-zone-check";
import { reportClaimIsStale } from "@/lib/auth/session";

/** Refreshes a token whose report claim lags behind the database (see reportClaimIsStale). */
async function StaleClaimRefresh() {
  return (await reportClaimIsStale()) ? <ClaimRefresh /> : null;
}

/**
 * Group B: every page checks the report in the database; a token that lags behind is refreshed here.
 * The daily practice's words and content are handed down by the segments whose pages hold its forms
 * (dashboard, companion, reflection), not here: every other page would carry them unread.
 */
export default function ReportPagesLayout({ children }: { children: ReactNode }) {
  return (
    <PageChrome header={<SiteHeader />} topBar={<TopBar />}>
      {children}
      <Suspense fallback={null}>
        <StaleClaimRefresh />
      </Suspense>
      <Suspense fallback={null}>
        <TimeZoneCheck />
      </Suspense>
    </PageChrome>
  );
}
