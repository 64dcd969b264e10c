import "server-only";
import { cache } from "react";
import { getCurrentUser } from "@/lib/auth/session";
import { hasCompleteReport } from "@/lib/data/assessments";

/**
 * Where "Home" (the logo, the top bar) leads: the dashboard once the report is complete, so a
 * returning user is not sent through the welcome screen's Continue; "/" otherwise. The claim is
 * trusted when it says complete (a report never becomes incomplete); otherwise the database decides.
 */
export const homePath = cache(async (): Promise<"/" | "/dashboard"> => {
  const current = await getCurrentUser();
  if (!current) return "/";
  return current.claims.rc || (await hasCompleteReport(current.user.id)) ? "/dashboard" : "/";
});
