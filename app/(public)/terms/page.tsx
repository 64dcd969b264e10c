import type { Metadata } from "next";
import { ProsePage } from "@/components/content/prose-page";
import { TERMS } from "@/content/public-pages";

export const metadata: Metadata = { title: "Terms" };

export default function TermsPage() {
  return <ProsePage page={TERMS} />;
}
