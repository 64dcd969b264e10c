"use client";

import { useEffect } from "react";

/**
 * Registers /sw.js (static files, the offline page and the pages kept for reading offline; see
 * public/sw.js) once the page has loaded, in production builds: in development it would serve stale
 * chunks. The build's id is in its address, so each deploy installs a worker of its own.
 */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
    const register = () => void navigator.serviceWorker.register(`/sw.js?build=${process.env.NEXT_PUBLIC_BUILD_ID}`, { scope: "/" }).catch(() => {});
    if (document.readyState === "complete") register();
    else window.addEventListener("load", register, { once: true });
  }, []);
  return null;
}
