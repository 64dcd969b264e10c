import { NextResponse } from "next/server";
import { getCurrentUser } from "@/lib/auth/session";
import { getReport } from "@/lib/data/assessments";
import { jsonError, notSignedIn } from "@/lib/http/json";
import { normalizePercentages } from "@/lib/scoring";
import { withInputErrors } from "@/lib/http/input-errors";

/** GET → { report: { bodyType, percentages, rawAnswers, nourishPlanDosha, soundSleepDosha } }; 404 before onboarding. */
export const GET = withInputErrors(async function get() {
  const current = await getCurrentUser();
  if (!current) return notSignedIn();
  const report = await getReport(current.user.id);
  if (!report) return jsonError(404, "No report yet: answer the onboarding questions first.");
  return NextResponse.json(
    {
      report: {
        bodyType: report.bodyType,
        percentages: normalizePercentages(report.percentages),
        rawAnswers: report.rawAnswers,
        nourishPlanDosha: report.nourishPlanDosha,
        soundSleepDosha: report.soundSleepDosha,
        createdAt: report.createdAt.toISOString(),
      },
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
});
