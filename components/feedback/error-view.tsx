"use client";

import { useEffect } from "react";
import { useWords } from "@/components/i18n/words-context";
import { Button, buttonClass } from "@/components/ui/button";

type ErrorViewProps = {
  error: unknown;
  retry: () => void;
  title?: string;
  message?: string;
  /** Where "the way back" leads: a page that does not depend on the one that failed. */
  backHref?: string;
  backLabel?: string;
};

/**
 * What an error boundary shows: a calm sentence, a retry and a way back. A plain <a> rather than
 * <Link> so leaving works even when the client router is what failed.
 */
export function ErrorView({ error, retry, title, message, backHref = "/", backLabel }: ErrorViewProps) {
  const t = useWords("Errors");
  // An empty message says there is nothing to add under the title.
  const text = message ?? t("message");
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-6 py-20 text-center">
      <span aria-hidden="true" className="text-6xl">
        🍃
      </span>
      <h1 className="mt-6 text-3xl text-ink">{title ?? t("title")}</h1>
      {text && <p className="mt-4 leading-relaxed text-muted">{text}</p>}
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button onClick={() => retry()}>{t("retry")}</Button>
        <a href={backHref} className={buttonClass("secondary")}>
          {backLabel ?? t("back")}
        </a>
      </div>
    </section>
  );
}
