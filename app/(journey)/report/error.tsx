"use client";

import { ErrorView } from "@/components/feedback/error-view";
import { useWords } from "@/components/i18n/words-context";

/** The report could not be read (docs/decisions/0000-the-original-app.md §8: "Couldn't load report."). */
export default function ReportError({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useWords("Errors");
  return <ErrorView error={error} retry={retry} title={t("reportTitle")} message={t("reportMessage")} backHref="/dashboard" backLabel={t("toDashboard")} />;
}
