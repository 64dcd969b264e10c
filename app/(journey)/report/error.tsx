"use client";

import { useEffect } from "react";
import { Button } from "@/components/ui/button";

/** The report could not be read (spec section 8: "Couldn't load report."). */
export default function ReportError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-6 py-20 text-center">
      <h1 className="text-3xl text-ink">Couldn&apos;t load report.</h1>
      <Button className="mt-8" onClick={() => retry()}>
        Try again
      </Button>
    </section>
  );
}
