import type { ReactNode } from "react";
import { DailyWords } from "@/components/daily/daily-words";

/** The companion's conversation reads the daily practice's words (components/daily/daily-words.tsx). */
export default function CompanionLayout({ children }: { children: ReactNode }) {
  return <DailyWords>{children}</DailyWords>;
}
