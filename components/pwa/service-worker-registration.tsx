"use client";

import { useEffect } from "react";
import { LANGUAGE_MESSAGE } from "@/lib/pwa/messages";
import { serviceWorkerUrl } from "@/lib/pwa/worker-url";

/** The language the worker's kept pages were last fetched in, as this device remembers it. */
const KEPT_LANGUAGE = "jtp-kept-language";

/**
 * Registers the service worker (static files, the offline page and the pages kept for reading
 * offline; see app/sw.ts) once the page has loaded, in production builds: in development it would
 * serve stale chunks. The build's id is in its address, so each deploy installs a worker of its own.
 * Serwist's SerwistProvider (@serwist/window) is not used: this is all it would do here, and the
 * pages' first load stays without it. A page drawn in another language than the kept pages asks the
 * worker to fetch them again, so the offline page speaks the language the person chose.
 */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
    const register = () => {
      void navigator.serviceWorker
        .register(serviceWorkerUrl(), { scope: "/" })
        .then(() => keepPagesInThisLanguage())
        .catch(() => {});
    };
    if (document.readyState === "complete") register();
    else window.addEventListener("load", register, { once: true });
  }, []);
  return null;
}

async function keepPagesInThisLanguage() {
  const language = document.documentElement.lang;
  const kept = localStorage.getItem(KEPT_LANGUAGE);
  if (kept === language) return;
  const worker = (await navigator.serviceWorker.ready).active;
  // A first visit needs nothing: the worker's install kept the pages in this language.
  if (kept !== null) worker?.postMessage(LANGUAGE_MESSAGE);
  localStorage.setItem(KEPT_LANGUAGE, language);
}
