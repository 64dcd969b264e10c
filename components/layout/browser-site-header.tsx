"use client";

import { useEffect, useState, useSyncExternalStore } from "react";
import { hasSignedInHint } from "@/lib/auth/signed-in-hint";
import { HeaderNav, type HeaderAccount } from "./header-nav";

type Known = { account: HeaderAccount; home: string };

const never = () => () => {};

/**
 * The header of pages built once for everyone: their HTML shows a visitor's header, and when the
 * browser holds a session the account is asked for once the page has loaded.
 */
export function BrowserSiteHeader() {
  const hinted = useSyncExternalStore(never, () => hasSignedInHint(document.cookie), () => false);
  const [known, setKnown] = useState<Known | null>(null);

  useEffect(() => {
    if (!hinted) return;
    const controller = new AbortController();
    fetch("/api/user/header", { signal: controller.signal, cache: "no-store" })
      .then((response) => (response.ok ? (response.json() as Promise<Known>) : { account: null, home: "/" }))
      .then(setKnown, () => {
        if (!controller.signal.aborted) setKnown({ account: null, home: "/" });
      });
    return () => controller.abort();
  }, [hinted]);

  if (!hinted) return <HeaderNav account={null} home="/" />;
  return <HeaderNav account={known ? known.account : "pending"} home={known?.home ?? "/"} />;
}
