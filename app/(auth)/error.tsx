"use client";

import { ErrorView } from "@/components/feedback/error-view";

/** A sign-in page failed to load. */
export default function AuthError({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorView error={error} retry={retry} message="The sign-in page didn't load. Nothing was changed on your account; try again in a moment." />;
}
