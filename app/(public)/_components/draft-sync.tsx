"use client";

import { useEffect } from "react";
import { syncVisitorDraft } from "@/lib/onboarding/sync-visitor-draft";

/** Saves a landing-page draft to the account once signed in (covers social sign-in back to /). */
export function DraftSync() {
  useEffect(() => {
    void syncVisitorDraft();
  }, []);
  return null;
}
