"use client";

import { useEffect } from "react";
import { Button } from "@/components/ui/button";
import { LOAD_FAILED } from "@/components/habits/skill-copy";

/** Anything unexpected while loading the skill (spec section 8: skill load failure). */
export default function HabitError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-6 py-20 text-center">
      <h1 className="text-3xl text-ink">{LOAD_FAILED}</h1>
      <Button className="mt-8" onClick={() => retry()}>
        Try again
      </Button>
    </section>
  );
}
