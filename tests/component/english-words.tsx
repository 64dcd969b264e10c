import type { ReactNode } from "react";
import { DailyContentProvider } from "@/components/daily/daily-content";
import { WordsProvider } from "@/components/i18n/words-context";
import { dailyContent } from "@/content/by-locale/daily";
import en from "@/messages/en.json";

/** The English words and daily content a page's layout would hand its client components (components/i18n/client-words.tsx, components/daily/daily-words.tsx), for render's `wrapper`. */
export function EnglishWords({ children }: { children: ReactNode }) {
  return (
    <WordsProvider words={en}>
      <DailyContentProvider content={dailyContent("en")}>{children}</DailyContentProvider>
    </WordsProvider>
  );
}
