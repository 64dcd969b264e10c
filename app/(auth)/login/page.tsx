import type { Metadata } from "next";
import { safeReturnPath } from "@/lib/navigation";
import { AuthCard } from "../_components/auth-card";
import { SocialSignIn } from "../_components/social-sign-in";
import { LoginForm } from "./login-form";

export const metadata: Metadata = { title: "Log in" };

export default async function LoginPage({ searchParams }: PageProps<"/login">) {
  const { callbackUrl } = await searchParams;
  const back = safeReturnPath(typeof callbackUrl === "string" ? callbackUrl : null);
  const returnTo = back === "/" ? "/dashboard" : back;
  return (
    <AuthCard title="Welcome back" subtitle="Log in to continue your journey.">
      <LoginForm returnTo={returnTo} />
      <SocialSignIn returnTo={returnTo} />
    </AuthCard>
  );
}
