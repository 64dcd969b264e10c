import type { NextRequest } from "next/server";
import { getCurrentUser } from "@/lib/auth/session";
import { jsonError } from "@/lib/http/json";
import { loadOwnReport, sectionsParam } from "@/lib/share/load";
import { renderReportPdf } from "@/lib/share/report-pdf";
import { formatLocalDate } from "@/lib/time";
import { withInputErrors } from "@/lib/http/input-errors";

/**
 * GET ?sections=bodyType,vikriti,… → the signed-in person's report as a PDF download, made on the
 * server. GAD-7 is in it only when named; without `sections`, everything but GAD-7.
 */
export const GET = withInputErrors(async function get(request: NextRequest) {
  const current = await getCurrentUser();
  if (!current) return jsonError(401, "Not signed in");
  const { user } = current;
  const document = await loadOwnReport(user, sectionsParam(request.nextUrl.searchParams.get("sections")));
  const pdf = await renderReportPdf(document, formatLocalDate(new Date(), user.timeZone));
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": 'attachment; filename="journey-to-peace-report.pdf"',
      "Cache-Control": "private, no-store",
    },
  });
});
