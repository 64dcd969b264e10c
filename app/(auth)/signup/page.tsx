import type { Metadata } from "next";
import { AuthCard } from "../_components/auth-card";
import { SignupForm } from "./signup-form";

export const metadata: Metadata = { title: "Sign up" };

// The same for everyone, but rendered per request so its scripts carry the request's nonce: Next's
// documented way to run a page under a nonce Content-Security-Policy (proxy.ts, lib/security/csp.ts).
export const dynamic = "force-dynamic";

export default function SignupPage() {
  return (
    <AuthCard title="Create your account" subtitle="A quiet place to understand your nature and care for it.">
      <SignupForm />
    </AuthCard>
  );
}
