"use client";

import { ErrorView } from "@/components/feedback/error-view";

/** The report could not be read (docs/decisions/0000-the-original-app.md §8: "Couldn't load report."). */
export default function ReportError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <ErrorView
      error={error}
      retry={retry}
      title="Couldn't load report."
      message="Your answers are saved; only the page had trouble. Try again, or come back to it later."
      backHref="/dashboard"
      backLabel="Go to Dashboard"
    />
  );
}
