"use client";

import { createContext, useContext } from "react";

/**
 * Lets a form inside a guarded modal (unsaved-guard.tsx) say whether it holds words not yet saved.
 * Its own file, so a journal form outside a modal does not bring the dialog library along.
 */
export const UnsavedContext = createContext<((unsaved: boolean) => void) | null>(null);

export function useReportUnsaved(): ((unsaved: boolean) => void) | null {
  return useContext(UnsavedContext);
}
