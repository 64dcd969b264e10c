"use client";

import { createContext, useContext, type ReactNode } from "react";
import type { DailyContent } from "@/content/by-locale/daily";
import { MOOD_SLIDERS } from "@/components/mood/sliders";
import { CHECK_MESSAGES } from "@/lib/companion/messages";
import { EVERYDAY_PRACTICE } from "@/lib/companion/everyday-practice";
import { ELEMENT_INFO } from "@/lib/mood/elements";
import { QUICK_RELIEFS } from "@/lib/scoring/mood-check";

// English where no page chose (the offline page, which is not translated yet): the words it had before.
const ENGLISH: DailyContent = { elements: ELEMENT_INFO, sliders: MOOD_SLIDERS, reliefs: QUICK_RELIEFS, everyday: EVERYDAY_PRACTICE, messages: CHECK_MESSAGES };

const Content = createContext<DailyContent>(ENGLISH);

/** The daily practice's content in the page's language, chosen on the server (components/daily/daily-words.tsx). */
export function DailyContentProvider({ content, children }: { content: DailyContent; children: ReactNode }) {
  return <Content.Provider value={content}>{children}</Content.Provider>;
}

export function useDailyContent(): DailyContent {
  return useContext(Content);
}
