import type { ReactNode } from "react";
import { ClientWords } from "@/components/i18n/client-words";
import { BrowserSiteHeader } from "@/components/layout/header-nav";
import { PageChrome } from "@/components/layout/page-chrome";

/**
 * Sign-up and password pages do not depend on who is looking (signed-in people are sent on from
 * /login and /signup by proxy.ts): sign-up and forgot-password read nothing of the request, and
 * the header's account is filled in by the browser on all of them.
 */
export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <PageChrome header={<BrowserSiteHeader />}>
      <ClientWords namespaces={["Auth"]}>{children}</ClientWords>
    </PageChrome>
  );
}
