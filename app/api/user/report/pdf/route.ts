import type { NextRequest } from "next/server";
import { getCurrentUser } from "@/lib/auth/session";
import { notSignedIn } from "@/lib/http/json";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/lib/i18n/locales";
import { loadOwnReport, sectionsParam } from "@/lib/share/load";
import { renderReportPdf } from "@/lib/share/report-pdf";
import { wordsIn } from "@/lib/i18n/words";
import { formatDateIn } from "@/lib/time/format-in-locale";
import { withInputErrors } from "@/lib/http/input-errors";

/**
 * GET ?sections=bodyType,vikriti,…&locale=hi → the signed-in person's report as a PDF download,
 * made on the server, in the language chosen on /report/share (the account's without `locale`).
 * GAD-7 is in it only when named; without `sections`, everything but GAD-7.
 */
export const GET = withInputErrors(async function get(request: NextRequest) {
  const current = await getCurrentUser();
  if (!current) return notSignedIn();
  const { user } = current;
  const asked = request.nextUrl.searchParams.get("locale");
  const locale: Locale = isLocale(asked) ? asked : isLocale(user.locale) ? user.locale : DEFAULT_LOCALE;
  const document = await loadOwnReport(user, sectionsParam(request.nextUrl.searchParams.get("sections")), locale);
  const t = wordsIn(locale, "PractitionerReport");
  const pdf = await renderReportPdf(document, t("madeOn", { date: formatDateIn(locale, new Date(), user.timeZone) }));
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": 'attachment; filename="journey-to-peace-report.pdf"',
      "Cache-Control": "private, no-store",
    },
  });
});
