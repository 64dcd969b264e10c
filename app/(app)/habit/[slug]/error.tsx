"use client";

import { ErrorView } from "@/components/feedback/error-view";
import { LOAD_FAILED } from "@/components/habits/skill-copy";

/** Anything unexpected while loading the skill (docs/decisions/0000-the-original-app.md §8: skill load failure). */
export default function HabitError({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorView error={error} retry={retry} title={LOAD_FAILED} message="" backHref="/habits" backLabel="Back to all habits" />;
}
