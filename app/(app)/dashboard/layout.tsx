import type { ReactNode } from "react";
import { DailyWords } from "@/components/daily/daily-words";

/** The dashboard's mood check, element, journal and companion read the daily practice's words and content. */
export default function DashboardLayout({ children }: { children: ReactNode }) {
  return <DailyWords>{children}</DailyWords>;
}
