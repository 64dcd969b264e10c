"use client";

import { ErrorView } from "@/components/feedback/error-view";

/** An intro or question page failed to load; a saved draft stays in the browser until it is sent. */
export default function JourneyError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <ErrorView
      error={error}
      retry={retry}
      message="This step didn't load. Any answers you have already given are kept, so you can pick up where you left off."
    />
  );
}
