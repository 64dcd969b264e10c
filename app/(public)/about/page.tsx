import type { Metadata } from "next";
import { ProsePage } from "@/components/content/prose-page";
import { ABOUT } from "@/content/public-pages";

export const metadata: Metadata = { title: "About" };

export default function AboutPage() {
  return <ProsePage page={ABOUT} />;
}
