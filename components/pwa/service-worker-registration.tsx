"use client";

import { useEffect } from "react";

/**
 * Registers /sw.js (static files and an offline page only; see public/sw.js) once the page has
 * loaded, in production builds: in development it would serve stale chunks.
 */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
    const register = () => void navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => {});
    if (document.readyState === "complete") register();
    else window.addEventListener("load", register, { once: true });
  }, []);
  return null;
}
