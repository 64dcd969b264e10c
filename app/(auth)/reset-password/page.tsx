import type { Metadata } from "next";
import { resetTokenUsable } from "@/lib/auth/password-reset";
import { AuthCard } from "../_components/auth-card";
import { ExpiredLinkMessage } from "../_components/expired-link";
import { ResetPasswordForm } from "./reset-password-form";

export const metadata: Metadata = { title: "Choose a new password", referrer: "no-referrer" };

export default async function ResetPasswordPage({ searchParams }: PageProps<"/reset-password">) {
  const { token } = await searchParams;
  const value = typeof token === "string" ? token : "";
  if (!(await resetTokenUsable(value))) {
    return (
      <AuthCard title="Reset your password" subtitle="Reset links work once and for one hour.">
        <p className="text-ink">
          <ExpiredLinkMessage />
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Choose a new password" subtitle="At least 6 characters. Every device signed in to your account will be signed out.">
      <ResetPasswordForm token={value} />
    </AuthCard>
  );
}
