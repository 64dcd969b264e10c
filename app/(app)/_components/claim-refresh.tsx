"use client";

import { useEffect } from "react";

/**
 * Re-issues the session cookie in the background when the page found the token's report claim
 * stale, so proxy.ts routes this browser right from the next request on, without a redirect now.
 */
export function ClaimRefresh() {
  useEffect(() => {
    void fetch("/api/user/auth/refresh", { method: "POST" }).catch(() => {
      // Harmless if it fails: pages check the database themselves, and the next visit tries again.
    });
  }, []);
  return null;
}
