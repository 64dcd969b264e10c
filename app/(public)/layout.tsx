import type { ReactNode } from "react";
import { ClientWords } from "@/components/i18n/client-words";
import { PageChrome } from "@/components/layout/page-chrome";
import { SiteHeader } from "@/components/layout/site-header";

/** The landing and visitor onboarding: what they show depends on who is signed in, so they render per request. */
export default function LandingLayout({ children }: { children: ReactNode }) {
  return (
    <PageChrome header={<SiteHeader />}>
      <ClientWords namespaces={["Landing"]}>{children}</ClientWords>
    </PageChrome>
  );
}
