import type { ReactNode } from "react";
import { DailyWords } from "@/components/daily/daily-words";

/** Journal entries are written and shown with the daily practice's words and elements (components/daily/daily-words.tsx). */
export default function ReflectionLayout({ children }: { children: ReactNode }) {
  return <DailyWords>{children}</DailyWords>;
}
