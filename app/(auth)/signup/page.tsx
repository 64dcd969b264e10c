import type { Metadata } from "next";
import { AuthCard } from "../_components/auth-card";
import { SignupForm } from "./signup-form";

export const metadata: Metadata = { title: "Sign up" };

// Built once and served as a file (lib/static-pages.json): the build fails if this page starts reading the request.
export const dynamic = "error";

export default function SignupPage() {
  return (
    <AuthCard title="Create your account" subtitle="A quiet place to understand your nature and care for it.">
      <SignupForm />
    </AuthCard>
  );
}
