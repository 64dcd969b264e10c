"use client";

import { ErrorView } from "@/components/feedback/error-view";
import { useWords } from "@/components/i18n/words-context";

/** Anything unexpected while loading the skill (docs/decisions/0000-the-original-app.md §8: skill load failure). */
export default function HabitError({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useWords("Errors");
  return <ErrorView error={error} retry={retry} title={t("skillTitle")} message="" backHref="/habits" backLabel={t("backToHabits")} />;
}
