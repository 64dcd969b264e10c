"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { COMPANION_PATH } from "@/lib/companion/companions";

/**
 * The conversation, loaded when the Buddy tab is shown: its code stays out of the dashboard's
 * other tabs. The placeholder holds its height so nothing jumps while it arrives, and leads to the
 * conversation's own page, where it works before (or without) JavaScript.
 */
export const LazyConversation = dynamic(() => import("./conversation").then((m) => m.Conversation), {
  loading: () => (
    <div className="flex min-h-96 items-center justify-center rounded-2xl border border-line bg-white/60 p-4">
      <Link href={COMPANION_PATH} prefetch={false} className="font-semibold text-accent underline-offset-4 hover:underline">
        Open the conversation with your companion
      </Link>
    </div>
  ),
});
