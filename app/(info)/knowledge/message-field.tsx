"use client";

import { forwardRef, useId, type TextareaHTMLAttributes } from "react";

type Props = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string; count: number; limit: number };

/** The message box with a live count of the characters a person sees, so the 2,000-character limit is never a surprise. */
export const MessageField = forwardRef<HTMLTextAreaElement, Props>(function MessageField({ label, error, count, limit, ...props }, ref) {
  const id = useId();
  const countId = `${id}-count`;
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        rows={6}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${countId}` : countId}
        className={`w-full rounded-2xl border bg-white px-4 py-3 text-base text-ink outline-none focus:border-accent ${error ? "border-danger" : "border-line"}`}
        {...props}
      />
      <p id={countId} className={`text-right text-sm ${count > limit ? "text-danger" : "text-muted"}`}>
        {count.toLocaleString("en-US")} / {limit.toLocaleString("en-US")}
      </p>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
});
