"use client";

import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { hasSignedInHint } from "@/lib/auth/signed-in-hint";
import { rememberedAccount, type KnownAccount } from "./account-memory";
import { HeaderNav } from "./header-nav";

const never = () => () => {};

/**
 * The header of pages built once for everyone: their HTML shows a visitor's header, and when the
 * browser holds a session the account is asked for once the page has loaded (shown at once when
 * this tab already knows it, from an earlier header).
 */
export function BrowserSiteHeader() {
  const hinted = useSyncExternalStore(never, () => hasSignedInHint(document.cookie), () => false);
  // On a first load there is nothing remembered (the server's HTML showed a visitor's header).
  const [known, setKnown] = useState<KnownAccount | null>(rememberedAccount);

  // Asked once per header, and not at all when this tab already knows the signed-in account.
  const startedWith = useRef(known);
  useEffect(() => {
    if (!hinted || startedWith.current?.account) return;
    const controller = new AbortController();
    fetch("/api/user/header", { signal: controller.signal, cache: "no-store" })
      .then((response) => (response.ok ? (response.json() as Promise<KnownAccount>) : { account: null, home: "/" }))
      .then(setKnown, () => {
        if (!controller.signal.aborted) setKnown({ account: null, home: "/" });
      });
    return () => controller.abort();
  }, [hinted]);

  if (!hinted) return <HeaderNav account={null} home="/" />;
  return <HeaderNav account={known ? known.account : "pending"} home={known?.home ?? "/"} />;
}
