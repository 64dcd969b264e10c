import type { ReactNode } from "react";
import { ClientWords } from "@/components/i18n/client-words";
import { DailyWords } from "@/components/daily/daily-words";
import { BrowserSiteHeader } from "@/components/layout/header-nav";
import { PageChrome } from "@/components/layout/page-chrome";

/**
 * The page the service worker keeps for when there is no connection: the same for everyone (nothing
 * personal is rendered into it), so it can be cached, and the account in the header is filled in
 * by the browser when it can be.
 */
export default function OfflineLayout({ children }: { children: ReactNode }) {
  return (
    <PageChrome header={<BrowserSiteHeader />}>
      {/* The mood check and the journal offline are the dashboard's, with their words. */}
      <DailyWords>
        <ClientWords namespaces={["Offline"]}>{children}</ClientWords>
      </DailyWords>
    </PageChrome>
  );
}
