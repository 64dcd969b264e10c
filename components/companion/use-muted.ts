"use client";

import { useCallback, useSyncExternalStore } from "react";
import { COMPANION_MUTE_KEY } from "@/lib/companion/companions";

const listeners = new Set<() => void>();

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  window.addEventListener("storage", onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener("storage", onChange);
  };
}

function read(): boolean {
  try {
    return window.localStorage.getItem(COMPANION_MUTE_KEY) === "true";
  } catch {
    return false;
  }
}

/** The companion's mute toggle, remembered in localStorage and shared by every companion on the page. */
export function useCompanionMuted(): [boolean, (muted: boolean) => void] {
  const muted = useSyncExternalStore(subscribe, read, () => false);
  const setMuted = useCallback((next: boolean) => {
    try {
      window.localStorage.setItem(COMPANION_MUTE_KEY, String(next));
    } catch {
      // Private mode: the toggle still works for this page.
    }
    listeners.forEach((l) => l());
  }, []);
  return [muted, setMuted];
}
