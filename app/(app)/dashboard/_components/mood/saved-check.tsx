"use client";

import type { ReactNode } from "react";
import { Companion } from "@/components/companion/companion";
import { companionFromDisplayName } from "@/lib/companion/companions";
import { messageForCheck } from "@/lib/companion/messages";
import { useDailyContent } from "@/components/daily/daily-content";
import type { SavedMoodCheck } from "@/lib/mood/service";
import { MoodResult } from "./mood-result";

/** A saved check's result panel with the companion's words, and what comes next (`children`). */
export function SavedCheck({ saved, children }: { saved: SavedMoodCheck; children: ReactNode }) {
  const { result } = saved;
  const { messages } = useDailyContent();
  return (
    <div className="flex flex-col gap-4" data-testid="mood-result">
      <MoodResult
        result={result}
        companion={<Companion companion={companionFromDisplayName(result.companion)} message={messageForCheck(result, messages)} />}
      />
      {children}
    </div>
  );
}
