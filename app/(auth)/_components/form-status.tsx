import type { ReactNode } from "react";

/**
 * The form's one live region for a message that belongs to no field. It is always in the page
 * (empty when quiet) so screen readers announce what appears in it.
 */
export function FormStatus({ children }: { children: ReactNode }) {
  return (
    <p role="status" aria-live="polite" className="min-h-5 text-center text-sm text-danger">
      {children}
    </p>
  );
}
