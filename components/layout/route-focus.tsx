"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

const WAIT_FOR_HEADING_MS = 5000;

function focusQuietly(element: HTMLElement) {
  // Headings and <main> are not focusable by default; -1 lets a script focus them without adding
  // a Tab stop. preventScroll keeps the page where the router put it (the top).
  if (!element.hasAttribute("tabindex")) element.setAttribute("tabindex", "-1");
  element.focus({ preventScroll: true });
}

/**
 * After a client-side navigation, focus moves to the new page's main heading (or <main> if none
 * appears), so a screen reader announces where the person arrived instead of staying silent on
 * a link that no longer exists. The first load is left alone: the browser starts at the top.
 * A page that already placed focus inside <main> itself (a form's first field) keeps it.
 */
export function RouteFocus() {
  const pathname = usePathname();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const main = document.getElementById("main");
    if (!main) return;
    const settle = () => {
      if (main.contains(document.activeElement) && document.activeElement !== main) return true;
      // A link to a part of a page (/knowledge#contact) lands on that part's heading.
      const part = window.location.hash ? document.getElementById(decodeURIComponent(window.location.hash.slice(1))) : null;
      const heading = part?.querySelector<HTMLElement>("h1, h2") ?? main.querySelector<HTMLElement>("h1");
      if (!heading) return false;
      focusQuietly(heading);
      return true;
    };
    if (settle()) return;
    // The page may still be streaming (a part behind a Suspense boundary): wait for its heading.
    const observer = new MutationObserver(() => {
      if (settle()) stop();
    });
    const timer = window.setTimeout(() => {
      stop();
      focusQuietly(main);
    }, WAIT_FOR_HEADING_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(main, { childList: true, subtree: true });
    return stop;
  }, [pathname]);

  return null;
}
