"use client";

import { useWords } from "@/components/i18n/words-context";
import type { BreathPattern } from "@/lib/habits/practice-time";

/** The practice's own words in the page's language (messages/<locale>.json, Practice; handed down by app/(app)/habit/[slug]/layout.tsx). */
export function usePracticeWords() {
  return useWords("Practice");
}

/** "1 min 30 s", "45 s", "5 min" (lib/habits/practice-time.ts's durationWords) in the page's language. */
export function useDurationWords() {
  const t = usePracticeWords();
  return (seconds: number): string => {
    const whole = Math.max(0, Math.round(seconds));
    const m = Math.floor(whole / 60);
    const s = whole % 60;
    if (m === 0) return t("seconds", { s });
    return s ? t("minutesSeconds", { m, s }) : t("minutes", { m });
  };
}

/** "In 4 · hold 7 · out 8 seconds · 6 rounds" (patternWords) in the page's language. */
export function usePatternWords() {
  const t = usePracticeWords();
  return (pattern: BreathPattern, rounds: number): string => {
    const parts = [
      t("patternIn", { n: pattern.in }),
      pattern.hold ? t("patternHold", { n: pattern.hold }) : "",
      t("patternOut", { n: pattern.out }),
      pattern.holdAfter ? t("patternHold", { n: pattern.holdAfter }) : "",
    ];
    return t("patternTail", { parts: parts.filter(Boolean).join(" · "), rounds: t(rounds === 1 ? "roundOne" : "roundMany", { n: rounds }) });
  };
}
