"use client";

import { createContext, useContext, type ReactNode } from "react";
import type { DailyContent } from "@/content/by-locale/daily";

// No default: every layout whose pages hold the practice's forms chooses the language on the server
// (components/daily/daily-words.tsx), so no page carries a second, English copy in its script.
const Content = createContext<DailyContent | null>(null);

/** The daily practice's content in the page's language, chosen on the server (components/daily/daily-words.tsx). */
export function DailyContentProvider({ content, children }: { content: DailyContent; children: ReactNode }) {
  return <Content.Provider value={content}>{children}</Content.Provider>;
}

export function useDailyContent(): DailyContent {
  const content = useContext(Content);
  if (!content) throw new Error("useDailyContent needs a DailyContentProvider above it (components/daily/daily-words.tsx)");
  return content;
}
