import "server-only";
import { redirect } from "next/navigation";
import { resolveIntroType } from "@/lib/content";
import { hasCompleteReport } from "@/lib/data/assessments";

/**
 * The onboarding intro leads to the dashboard once the report is complete, unless it is a
 * retake on purpose (docs/decisions/0004-complete-report-skips-onboarding.md). proxy.ts does this from the session token; this checks the
 * database, in case the token has not caught up yet.
 */
export async function leaveOnboardingIntroWhenDone(userId: string, type: string | undefined, retake: boolean): Promise<void> {
  if (retake || resolveIntroType(type) !== "onboarding") return;
  // The token said "not complete" (else proxy.ts had sent them on); the dashboard refreshes it.
  if (await hasCompleteReport(userId)) redirect("/dashboard");
}
