"use client";

import dynamic from "next/dynamic";

// Toast options of spec section 9: top right, 3 visible, 4 s, 14 px gap (sonner's width is 356 px).
const Toaster = dynamic(() => import("sonner").then((m) => m.Toaster), { ssr: false });

export function LazyToaster() {
  return <Toaster position="top-right" visibleToasts={3} duration={4000} gap={14} closeButton />;
}
