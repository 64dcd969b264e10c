"use client";

import { useEffect } from "react";
import { useWords } from "@/components/i18n/words-context";
import { forgetOfflineData } from "@/lib/offline/forget";

/**
 * After logout on a shared device: this site's drafts and cached answers leave the browser, and
 * the page says what happened. The logout routes also send Clear-Site-Data; a server action's
 * redirect is followed by the client router, which does not apply that header, so the storage
 * is cleared here too, with what waited offline and the pages kept for reading offline. The address loses its `signed-out` mark without a new render, so the
 * message stays while a reload would not clear storage again.
 */
export function ForgetBrowserData() {
  const t = useWords("Auth");
  useEffect(() => {
    try {
      window.localStorage.clear();
      window.sessionStorage.clear();
    } catch {
      // Storage blocked: there is nothing kept to clear.
    }
    void forgetOfflineData();
    window.history.replaceState(null, "", "/login");
  }, []);
  return (
    <p role="status" data-testid="signed-out" className="mb-4 rounded-2xl bg-accent-soft p-3 text-sm text-accent-dark">
      {t("signedOut")}
    </p>
  );
}
