"use client";

import dynamic from "next/dynamic";

/**
 * The conversation, loaded when the Buddy tab is shown: its code stays out of the dashboard's
 * other tabs. The placeholder holds its height so nothing jumps while it arrives.
 */
export const LazyConversation = dynamic(() => import("./conversation").then((m) => m.Conversation), {
  loading: () => <div aria-hidden="true" className="min-h-96 rounded-2xl border border-line bg-white/60" />,
});
