"use client";

import { useEffect } from "react";

/**
 * Notes on this device which account a page was drawn for (null: no one signed in), so items written
 * offline are kept for that account only and a report kept for another is forgotten
 * (lib/offline/owner.ts). Loaded after the page is interactive; renders nothing.
 */
export function OwnerMark({ userId }: { userId: string | null }) {
  useEffect(() => {
    if (typeof indexedDB === "undefined") return;
    void import("@/lib/offline/owner").then(({ noteOwner }) => noteOwner(userId)).catch(() => {});
  }, [userId]);
  return null;
}
