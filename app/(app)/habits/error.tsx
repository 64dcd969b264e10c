"use client";

import { ErrorView } from "@/components/feedback/error-view";

/** The library could not be loaded: say so and offer a retry (the old app failed silently). */
export default function HabitsError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <ErrorView
      error={error}
      retry={retry}
      title="We couldn't load the habits."
      message="This is on our side, not yours. Please try again in a moment."
      backHref="/dashboard"
      backLabel="Back to the dashboard"
    />
  );
}
