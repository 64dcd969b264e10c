"use client";

import { ErrorView } from "@/components/feedback/error-view";

/** A page of the signed-in area failed to load. */
export default function AppError({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorView error={error} retry={retry} />;
}
