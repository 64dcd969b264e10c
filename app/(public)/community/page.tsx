import type { Metadata } from "next";
import { ProsePage } from "@/components/content/prose-page";
import { COMMUNITY } from "@/content/public-pages";

export const metadata: Metadata = { title: "Community" };

export default function CommunityPage() {
  return <ProsePage page={COMMUNITY} />;
}
