import type { Metadata } from "next";
import { ProsePage } from "@/components/content/prose-page";
import { TERMS } from "@/content/public-pages";

export const metadata: Metadata = { title: "Terms" };

// Built once and served as a file (lib/static-pages.json): the build fails if this page starts reading the request.
export const dynamic = "error";

export default function TermsPage() {
  return <ProsePage page={TERMS} />;
}
