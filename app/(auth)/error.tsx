"use client";

import { ErrorView } from "@/components/feedback/error-view";
import { useWords } from "@/components/i18n/words-context";

/** A sign-in page failed to load. */
export default function AuthError({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useWords("Errors");
  return <ErrorView error={error} retry={retry} message={t("auth")} />;
}
