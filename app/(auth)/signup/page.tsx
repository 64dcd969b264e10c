import type { Metadata } from "next";
import { AuthCard } from "../_components/auth-card";
import { SignupForm } from "./signup-form";

export const metadata: Metadata = { title: "Sign up" };

export default function SignupPage() {
  return (
    <AuthCard title="Create your account" subtitle="A quiet place to understand your nature and care for it.">
      <SignupForm />
    </AuthCard>
  );
}
