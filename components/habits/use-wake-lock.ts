"use client";

import { useEffect } from "react";

/**
 * Keeps the screen awake while `active` where the browser allows it (Screen Wake Lock); released
 * when it stops, and asked for again when the page is shown after being hidden (the browser
 * releases it then). A browser without it, or one that refuses, simply lets the screen sleep.
 */
export function useWakeLock(active: boolean) {
  useEffect(() => {
    if (!active || !("wakeLock" in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let stopped = false;
    const request = async () => {
      try {
        const next = await navigator.wakeLock.request("screen");
        if (stopped) void next.release();
        else lock = next;
      } catch {
        // Refused (battery saver, a hidden page): the practice goes on without it.
      }
    };
    const onVisible = () => {
      if (document.visibilityState === "visible" && (lock === null || lock.released)) void request();
    };
    void request();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      stopped = true;
      document.removeEventListener("visibilitychange", onVisible);
      void lock?.release().catch(() => undefined);
    };
  }, [active]);
}
