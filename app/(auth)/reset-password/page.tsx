import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { resetTokenUsable } from "@/lib/auth/password-reset";
import { AuthCard } from "../_components/auth-card";
import { ExpiredLinkMessage } from "../_components/expired-link";
import { ResetPasswordForm } from "./reset-password-form";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Meta"))("resetPassword"), referrer: "no-referrer" };
}

export default async function ResetPasswordPage({ searchParams }: PageProps<"/reset-password">) {
  const { token } = await searchParams;
  const value = typeof token === "string" ? token : "";
  const t = await getTranslations("Auth");
  if (!(await resetTokenUsable(value))) {
    return (
      <AuthCard title={t("resetExpiredTitle")} subtitle={t("resetExpiredSubtitle")}>
        <p className="text-ink">
          <ExpiredLinkMessage />
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t("resetTitle")} subtitle={t("resetSubtitle")}>
      <ResetPasswordForm token={value} />
    </AuthCard>
  );
}
