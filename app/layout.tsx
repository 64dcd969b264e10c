import type { Metadata, Viewport } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { SHELL_NAMESPACES } from "@/components/i18n/client-namespaces";
import { ClientWords } from "@/components/i18n/client-words";
import { LazyToaster } from "@/components/feedback/lazy-toaster";
import { NavigationLoader, RouteFocus } from "@/components/layout/header-nav";
import { SiteFooter } from "@/components/layout/site-footer";
import { OutboxSync } from "@/components/offline/outbox-sync";
import { ServiceWorkerRegistration } from "@/components/pwa/service-worker-registration";
import { ThemeProvider } from "@/components/theme/theme-provider";
import { BRAND } from "@/lib/brand";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Meta");
  return { title: { default: BRAND.name, template: `%s · ${BRAND.name}` }, description: t("tagline") };
}

export const viewport: Viewport = { themeColor: "#FCF8F1", width: "device-width", initialScale: 1 };

/** `<html lang>` is the request's locale (i18n/request.ts: the account, the cookie, the browser). */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const [locale, t] = await Promise.all([getLocale(), getTranslations("Shell")]);
  return (
    <html lang={locale}>
      <body>
        {/* Without JavaScript nothing types itself out (components/motion/typed-text.tsx): show the text
            whole; and a control that only a script can carry out (the companion's voice) is not offered. */}
        <noscript>
          <style>{"[data-typed-rest]{visibility:visible}[data-script-only]{display:none}"}</style>
        </noscript>
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-full focus:bg-white focus:px-4 focus:py-2"
        >
          {t("skipToContent")}
        </a>
        <ClientWords namespaces={SHELL_NAMESPACES}>
          {/* Here, not in a group's header: moving between route groups remounts the header. */}
          <RouteFocus />
          <NavigationLoader />
          <ThemeProvider>
            {/* The header and main landmark come from each route group's layout (PageChrome). */}
            {children}
            <SiteFooter />
          </ThemeProvider>
          <LazyToaster />
          <ServiceWorkerRegistration />
          <OutboxSync />
        </ClientWords>
      </body>
    </html>
  );
}
