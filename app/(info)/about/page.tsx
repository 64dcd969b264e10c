import type { Metadata } from "next";
import { ProsePage } from "@/components/content/prose-page";
import { ABOUT } from "@/content/public-pages";

export const metadata: Metadata = { title: "About" };

// Built once and served as a file (lib/static-pages.json): the build fails if this page starts reading the request.
export const dynamic = "error";

export default function AboutPage() {
  return <ProsePage page={ABOUT} />;
}
