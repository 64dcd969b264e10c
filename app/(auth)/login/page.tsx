import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { socialSignInNotice } from "@/lib/auth/oauth-link";
import { safeReturnPath } from "@/lib/security/return-path";
import { AuthCard } from "../_components/auth-card";
import { ForgetBrowserData } from "../_components/forget-browser-data";
import { SocialSignIn } from "../_components/social-sign-in";
import { LoginForm } from "./login-form";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Meta"))("login") };
}

export default async function LoginPage({ searchParams }: PageProps<"/login">) {
  const { callbackUrl, error, provider } = await searchParams;
  const signedOut = (await searchParams)["signed-out"] === "1";
  // Sent here after this device's session ended elsewhere or went unused too long (lib/auth/guards.ts).
  const ended = !signedOut && (await searchParams).ended === "1";
  const notice = socialSignInNotice(error, provider, await getLocale());
  const back = safeReturnPath(callbackUrl);
  const returnTo = back === "/" ? "/dashboard" : back;
  const t = await getTranslations("Auth");
  return (
    <AuthCard title={t("loginTitle")} subtitle={t("loginSubtitle")}>
      {notice ? (
        <p
          role={notice.calm ? "status" : "alert"}
          data-testid="social-notice"
          className={`mb-4 rounded-2xl p-3 text-sm ${notice.calm ? "bg-accent-soft text-accent-dark" : "bg-danger/10 text-danger"}`}
        >
          {notice.text}
        </p>
      ) : null}
      {signedOut ? <ForgetBrowserData /> : null}
      {ended ? (
        <p role="status" data-testid="session-ended" className="mb-4 rounded-2xl bg-accent-soft p-3 text-sm text-accent-dark">
          {t("sessionEnded")}
        </p>
      ) : null}
      <LoginForm returnTo={returnTo} />
      <SocialSignIn returnTo={returnTo} />
    </AuthCard>
  );
}
