import type { Metadata } from "next";
import Link from "next/link";
import { resetTokenUsable } from "@/lib/auth/password-reset";
import { AuthCard } from "../_components/auth-card";
import { ResetPasswordForm } from "./reset-password-form";

export const metadata: Metadata = { title: "Choose a new password", referrer: "no-referrer" };

export default async function ResetPasswordPage({ searchParams }: PageProps<"/reset-password">) {
  const { token } = await searchParams;
  const value = typeof token === "string" ? token : "";
  if (!(await resetTokenUsable(value))) {
    return (
      <AuthCard title="This link has rested" subtitle="Reset links work once and for one hour.">
        <Link href="/forgot-password" className="font-semibold text-accent underline-offset-4 hover:underline">
          Ask for a new link
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Choose a new password" subtitle="At least 6 characters. Every device signed in to your account will be signed out.">
      <ResetPasswordForm token={value} />
    </AuthCard>
  );
}
