"use client";

import { forwardRef, useId, useState, type InputHTMLAttributes } from "react";
import { useWords } from "@/components/i18n/words-context";

type Props = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; revealable?: boolean };

/** A labelled input whose error is announced and tied to it; passwords get a show/hide toggle. */
export const TextField = forwardRef<HTMLInputElement, Props>(function TextField({ label, error, revealable, type = "text", className = "", ...props }, ref) {
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const t = useWords("Shell");
  const errorId = `${id}-error`;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative">
        <input
          ref={ref}
          id={id}
          type={revealable && revealed ? "text" : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`min-h-12 w-full rounded-2xl border bg-white px-4 py-3 text-base text-ink outline-none transition-colors placeholder:text-muted/70 focus:border-accent ${
            error ? "border-danger" : "border-line"
          } ${revealable ? "pr-20" : ""}`}
          {...props}
        />
        {revealable && (
          <button
            type="button"
            onClick={() => setRevealed((r) => !r)}
            aria-label={revealed ? t("hideField", { field: label.toLowerCase() }) : t("showField", { field: label.toLowerCase() })}
            aria-pressed={revealed}
            className="absolute inset-y-1 right-1 rounded-xl px-3 text-sm font-semibold text-accent hover:bg-accent-soft"
          >
            {revealed ? t("hide") : t("show")}
          </button>
        )}
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
});
