import "server-only";
import { cache } from "react";
import { getCurrentUser, isReportComplete } from "@/lib/auth/session";

/**
 * Where "Home" (the logo, the top bar) leads: the dashboard once the report is complete, so a
 * returning user is not sent through the welcome screen's Continue; "/" otherwise. The claim is
 * trusted when it says complete (a report never becomes incomplete); otherwise the database decides.
 */
export const homePath = cache(async (): Promise<"/" | "/dashboard"> => {
  const current = await getCurrentUser();
  if (!current) return "/";
  return current.claims.rc || (await isReportComplete(current.user.id)) ? "/dashboard" : "/";
});
