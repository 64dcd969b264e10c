import type { Metadata } from "next";
import { ProsePage } from "@/components/content/prose-page";
import { COMMUNITY } from "@/content/public-pages";

export const metadata: Metadata = { title: "Community" };

// Built once and served as a file (lib/static-pages.json): the build fails if this page starts reading the request.
export const dynamic = "error";

export default function CommunityPage() {
  return <ProsePage page={COMMUNITY} />;
}
