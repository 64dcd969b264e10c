import type { ReactNode } from "react";
import { BrowserSiteHeader } from "@/components/layout/header-nav";
import { PageChrome } from "@/components/layout/page-chrome";

/**
 * About, community, knowledge, privacy and terms are the same for everyone (lib/static-pages.json):
 * they read nothing of the request, and the account in the header is filled in by the browser.
 */
export default function InfoLayout({ children }: { children: ReactNode }) {
  return <PageChrome header={<BrowserSiteHeader />}>{children}</PageChrome>;
}
