import { getLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { ClientWords } from "@/components/i18n/client-words";
import { dailyContent } from "@/content/by-locale/daily";
import { DailyContentProvider } from "./daily-content";

/** What the daily practice's client components read, in the request's language: its interface words and its content. */
export async function DailyWords({ children }: { children: ReactNode }) {
  const locale = await getLocale();
  return (
    <ClientWords namespaces={["Daily", "Journal"]}>
      <DailyContentProvider content={dailyContent(locale)}>{children}</DailyContentProvider>
    </ClientWords>
  );
}
