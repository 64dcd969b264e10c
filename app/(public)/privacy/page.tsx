import type { Metadata } from "next";
import { ProsePage } from "@/components/content/prose-page";
import { PRIVACY } from "@/content/public-pages";

export const metadata: Metadata = { title: "Privacy" };

export default function PrivacyPage() {
  return <ProsePage page={PRIVACY} />;
}
