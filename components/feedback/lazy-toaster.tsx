"use client";

import dynamic from "next/dynamic";
import { useRef } from "react";
import { useToastsOutOfTabOrder } from "./use-toasts-out-of-tab-order";

// Toast options of docs/decisions/0000-the-original-app.md §9: top right, 3 visible, 4 s, 14 px gap (sonner's width is 356 px).
const Toaster = dynamic(() => import("sonner").then((m) => m.Toaster), { ssr: false });

/**
 * Clear of the controls: the fixed header is 64 px and the journey pages' top bar 44 px under it
 * (with its Home link), so toasts start 8 px below both, on phones and desktops alike.
 */
const TOAST_TOP_OFFSET = 64 + 44 + 8;

export function LazyToaster() {
  const root = useRef<HTMLDivElement>(null);
  useToastsOutOfTabOrder(root);
  return (
    <div ref={root}>
      <Toaster
        position="top-right"
        visibleToasts={3}
        duration={4000}
        gap={14}
        closeButton
        offset={{ top: TOAST_TOP_OFFSET, right: 24 }}
        mobileOffset={{ top: TOAST_TOP_OFFSET, left: 16, right: 16 }}
      />
    </div>
  );
}
