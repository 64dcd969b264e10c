import { Suspense, type ReactNode } from "react";
import { PageChrome } from "@/components/layout/page-chrome";
import { SiteHeader } from "@/components/layout/site-header";
import { TopBar } from "@/components/layout/top-bar";
import { TimeZoneCheck } from "@/components/time-zone/time-zone-check";

/** The questionnaires, report and journey: rendered per request, header read from the session. */
export default function JourneyLayout({ children }: { children: ReactNode }) {
  return (
    <PageChrome header={<SiteHeader />} topBar={<TopBar />}>
      {children}
      <Suspense fallback={null}>
        <TimeZoneCheck />
      </Suspense>
    </PageChrome>
  );
}
