import type { Metadata } from "next";
import { AuthCard } from "../_components/auth-card";
import { ForgotPasswordForm } from "./forgot-password-form";

export const metadata: Metadata = { title: "Forgot password" };

// The same for everyone, but rendered per request so its scripts carry the request's nonce: Next's
// documented way to run a page under a nonce Content-Security-Policy (proxy.ts, lib/security/csp.ts).
export const dynamic = "force-dynamic";

export default function ForgotPasswordPage() {
  return (
    <AuthCard title="Forgot your password?" subtitle="Enter your email and we will send you a link to choose a new one.">
      <ForgotPasswordForm />
    </AuthCard>
  );
}
