import type { Metadata } from "next";
import { ProsePage } from "@/components/content/prose-page";
import { COMMUNITY } from "@/content/public-pages";

export const metadata: Metadata = { title: "Community" };

// The same for everyone, but rendered per request so its scripts carry the request's nonce: Next's
// documented way to run a page under a nonce Content-Security-Policy (proxy.ts, lib/security/csp.ts).
export const dynamic = "force-dynamic";

export default function CommunityPage() {
  return <ProsePage page={COMMUNITY} />;
}
