"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

/**
 * After logout (or deletion) on a shared device: this site's drafts and cached answers leave the
 * browser. The logout routes also send Clear-Site-Data; a server action's redirect is followed by
 * the client router, which does not apply that header, so the storage is cleared here too.
 */
export function ForgetBrowserData() {
  const router = useRouter();
  useEffect(() => {
    try {
      window.localStorage.clear();
      window.sessionStorage.clear();
    } catch {
      // Storage blocked: there is nothing kept to clear.
    }
    router.replace("/login");
  }, [router]);
  return null;
}
