"use client";

import { useEffect } from "react";
import { serviceWorkerUrl } from "@/lib/pwa/worker-url";

/**
 * Registers the service worker (static files, the offline page and the pages kept for reading
 * offline; see app/sw.ts) once the page has loaded, in production builds: in development it would
 * serve stale chunks. The build's id is in its address, so each deploy installs a worker of its own.
 * Serwist's SerwistProvider (@serwist/window) is not used: this is all it would do here, and the
 * pages' first load stays without it.
 */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
    const register = () => void navigator.serviceWorker.register(serviceWorkerUrl(), { scope: "/" }).catch(() => {});
    if (document.readyState === "complete") register();
    else window.addEventListener("load", register, { once: true });
  }, []);
  return null;
}
