"use client";

import { ErrorView } from "@/components/feedback/error-view";
import { useWords } from "@/components/i18n/words-context";

/** The library could not be loaded: say so and offer a retry (the old app failed silently). */
export default function HabitsError({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useWords("Errors");
  return <ErrorView error={error} retry={retry} title={t("habitsTitle")} message={t("habitsMessage")} backHref="/dashboard" backLabel={t("backToDashboard")} />;
}
