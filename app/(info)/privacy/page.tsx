import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { ProsePage } from "@/components/content/prose-page";
import { prosePages } from "@/content/by-locale/pages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Meta"))("privacy") };
}

// The same for everyone, but rendered per request so its scripts carry the request's nonce: Next's
// documented way to run a page under a nonce Content-Security-Policy (proxy.ts, lib/security/csp.ts).
export const dynamic = "force-dynamic";

export default async function PrivacyPage() {
  return <ProsePage page={prosePages(await getLocale()).PRIVACY} />;
}
