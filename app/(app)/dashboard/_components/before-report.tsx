import Link from "next/link";
import { OpenNow, ReportFirstCard, reportFirstWords } from "@/components/report/report-first";
import { buttonClass } from "@/components/ui/button";
import type { ReportFirstPlace } from "@/content/report-first";
import { MoodPrompt } from "./mood-prompt";
import { OpenModalLink } from "./open-modal-link";
import { tabHref, type DashboardTab } from "./tabs";

/** What each tab computed from the report shows before there is one: why it waits. */
const WAITING_TABS: Partial<Record<DashboardTab, ReportFirstPlace>> = { home: "dashboard", library: "habits", garden: "garden" };

/** Whether `tab` waits for the report; Buddy and Mood work without one. */
export function tabWaitsForReport(tab: DashboardTab): boolean {
  return tab in WAITING_TABS;
}

/**
 * A tab of the dashboard before the report (docs/decisions/0042-the-app-opens-before-the-questions.md):
 * why it waits, with the way back to the questions; on Home, also the daily check-in and the ways
 * to write and to talk, which work already.
 */
export async function BeforeReportTab({ tab, continueHref }: { tab: DashboardTab; continueHref: string }) {
  const place = WAITING_TABS[tab] ?? "dashboard";
  const openNow = (await reportFirstWords()).openNow;
  const label = (href: string) => openNow.find((link) => link.href === href)?.label;
  return (
    <div className="flex flex-col gap-8">
      <ReportFirstCard place={place} continueHref={continueHref} level="h3" />
      {tab === "home" && (
        <>
          <MoodPrompt />
          <OpenNow level="h3">
            <OpenModalLink modal="journal" className={buttonClass("secondary")}>
              {label("/reflection/new")}
            </OpenModalLink>
            <Link href={tabHref("buddy")} scroll={false} prefetch={false} className={buttonClass("secondary")}>
              {label("/companion")}
            </Link>
          </OpenNow>
        </>
      )}
    </div>
  );
}
