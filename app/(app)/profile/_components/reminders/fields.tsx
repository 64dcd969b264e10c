"use client";

import { useId, type InputHTMLAttributes } from "react";

/** A checkbox with its label (and a hint) as one large touch target. */
export function Checkbox({ label, hint, strong, ...props }: InputHTMLAttributes<HTMLInputElement> & { label: string; hint?: string; strong?: boolean }) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input id={id} type="checkbox" aria-describedby={hint ? `${id}-hint` : undefined} className="mt-1 size-6 shrink-0 accent-accent" {...props} />
      <label htmlFor={id} className={`min-h-8 cursor-pointer ${strong ? "text-lg font-semibold text-ink" : "text-ink"}`}>
        {label}
        {hint ? (
          <span id={`${id}-hint`} className="block text-sm font-normal text-muted">
            {hint}
          </span>
        ) : null}
      </label>
    </div>
  );
}

/** A labelled time input whose error is announced and tied to it; `labelDetail` completes the label for screen readers only. */
export function TimeField({
  label,
  labelDetail,
  error,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { label: string; labelDetail?: string; error?: string }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
        {labelDetail ? <span className="sr-only"> {labelDetail}</span> : null}
      </label>
      <input
        id={id}
        type="time"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`min-h-12 w-full max-w-48 rounded-2xl border bg-white px-4 py-3 text-base text-ink outline-none focus:border-accent ${error ? "border-danger" : "border-line"}`}
        {...props}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-danger">
      {message}
    </p>
  );
}
