"use client";

import { useEffect, type RefObject } from "react";

const PARKED = "data-parked-tabindex";

/** Gives every tabbable toast part tabindex -1, remembering what it had. */
function park(root: HTMLElement) {
  for (const el of root.querySelectorAll<HTMLElement>("[data-sonner-toast], [data-sonner-toast] button, [data-sonner-toast] a")) {
    if (el.hasAttribute(PARKED)) continue;
    el.setAttribute(PARKED, el.getAttribute("tabindex") ?? "");
    el.setAttribute("tabindex", "-1");
  }
}

function unpark(root: HTMLElement) {
  for (const el of root.querySelectorAll<HTMLElement>(`[${PARKED}]`)) {
    const before = el.getAttribute(PARKED);
    if (before) el.setAttribute("tabindex", before);
    else el.removeAttribute("tabindex");
    el.removeAttribute(PARKED);
  }
}

/**
 * Keeps toasts out of the Tab order: sonner makes each toast and its close button tab stops, so
 * Tab from the page's last link would wander into passing messages. They become reachable again
 * while focus is inside the toaster, which is where sonner's hotkey (Alt+T) puts it.
 */
export function useToastsOutOfTabOrder(rootRef: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const focusInside = () => root.contains(document.activeElement);
    const observer = new MutationObserver(() => {
      if (!focusInside()) park(root);
    });
    observer.observe(root, { childList: true, subtree: true });
    const onFocusIn = () => unpark(root);
    const onFocusOut = (event: FocusEvent) => {
      if (!root.contains(event.relatedTarget as Node | null)) park(root);
    };
    root.addEventListener("focusin", onFocusIn);
    root.addEventListener("focusout", onFocusOut);
    park(root);
    return () => {
      observer.disconnect();
      root.removeEventListener("focusin", onFocusIn);
      root.removeEventListener("focusout", onFocusOut);
    };
  }, [rootRef]);
}
