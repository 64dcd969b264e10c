import { getLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { ClientWords } from "@/components/i18n/client-words";
import { dailyContent } from "@/content/by-locale/daily";
import { DailyContentProvider } from "./daily-content";

/** What the daily practice's client components (and the companion's) read, in the request's language: their interface words and the practice's content. */
export async function DailyWords({ children }: { children: ReactNode }) {
  const locale = await getLocale();
  return (
    <ClientWords namespaces={["Daily", "Journal", "Companion"]}>
      <DailyContentProvider content={dailyContent(locale)}>{children}</DailyContentProvider>
    </ClientWords>
  );
}
