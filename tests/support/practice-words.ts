import { createElement, type ReactNode } from "react";
import { WordsProvider } from "@/components/i18n/words-context";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";

/**
 * A practice component as its pages hand it words (app/(app)/habit/[slug]/layout.tsx), in English
 * unless Hindi is asked for: the tests read the same words a person sees.
 */
export function inPracticeWords(children: ReactNode, locale: "en" | "hi" = "en") {
  return createElement(WordsProvider, { words: { Practice: (locale === "en" ? en : hi).Practice } }, children);
}
