"use client";

import { ErrorView } from "@/components/feedback/error-view";
import { useWords } from "@/components/i18n/words-context";

/** An intro or question page failed to load; a saved draft stays in the browser until it is sent. */
export default function JourneyError({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useWords("Errors");
  return <ErrorView error={error} retry={retry} message={t("journey")} />;
}
