"use client";

import { useEffect } from "react";
import { Button } from "@/components/ui/button";

/** The library could not be loaded: say so and offer a retry (the old app failed silently). */
export default function HabitsError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-6 py-20 text-center">
      <h1 className="text-3xl text-ink">We couldn&apos;t load the habits.</h1>
      <p className="mt-3 text-muted">This is on our side, not yours. Please try again in a moment.</p>
      <Button className="mt-8" onClick={() => retry()}>
        Try again
      </Button>
    </section>
  );
}
