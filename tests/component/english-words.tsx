import type { ReactNode } from "react";
import { WordsProvider } from "@/components/i18n/words-context";
import en from "@/messages/en.json";

/** The English words a page's layout would hand its client components (components/i18n/client-words.tsx), for render's `wrapper`. */
export function EnglishWords({ children }: { children: ReactNode }) {
  return <WordsProvider words={en}>{children}</WordsProvider>;
}
