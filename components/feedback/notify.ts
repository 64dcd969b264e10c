"use client";

import type { ExternalToast } from "sonner";

type Kind = "success" | "error" | "warning" | "info";

// docs/decisions/0000-the-original-app.md §9: errors stay 3.5 s; the rest use the toaster's 4 s default.
const DURATIONS: Partial<Record<Kind, number>> = { error: 3500 };

/**
 * Shows a toast. sonner is loaded on first use instead of with every page, which keeps it out
 * of each route's first-load JavaScript; the toaster and this share one module instance.
 */
export function notify(kind: Kind, message: string, options?: ExternalToast): void {
  void import("sonner").then(({ toast }) => toast[kind](message, { duration: DURATIONS[kind], ...options }));
}

/** Takes a toast away before its time (one shown with `{ id }`). */
export function dismissToast(id: string): void {
  void import("sonner").then(({ toast }) => toast.dismiss(id));
}
