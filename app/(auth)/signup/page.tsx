import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuthCard } from "../_components/auth-card";
import { SignupForm } from "./signup-form";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Meta"))("signup") };
}

// The same for everyone, but rendered per request so its scripts carry the request's nonce: Next's
// documented way to run a page under a nonce Content-Security-Policy (proxy.ts, lib/security/csp.ts).
export const dynamic = "force-dynamic";

export default async function SignupPage() {
  const t = await getTranslations("Auth");
  return (
    <AuthCard title={t("signupTitle")} subtitle={t("signupSubtitle")}>
      <SignupForm />
    </AuthCard>
  );
}
