import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { getCurrentUser } from "@/lib/auth/session";
import { pendingLoginState } from "@/lib/data/pending-logins";
import { getTwoStepState } from "@/lib/data/two-step";
import { safeReturnPath } from "@/lib/security/return-path";
import { readPendingLogin } from "@/lib/two-step/pending-cookie";
import { buttonClass } from "@/components/ui/button";
import { AuthCard } from "../../_components/auth-card";
import { cancelSecondStepAction } from "./actions";
import { SecondStepForm } from "./second-step-form";
import { SECOND_STEP_FORM_KEYS, type SecondStepWords } from "./second-step-words";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("SecondStep"))("metaTitle") };
}

/** The second step of a login, reachable only with a pending login made by a right password. */
export default async function VerifyPage({ searchParams }: PageProps<"/login/verify">) {
  const { callbackUrl } = await searchParams;
  const back = safeReturnPath(callbackUrl);
  const returnTo = back === "/" ? "/dashboard" : back;
  const [note, current, t, said] = await Promise.all([readPendingLogin(), getCurrentUser(), getTranslations("SecondStep"), getTranslations("ServerMessages")]);
  // A pending login that has made its session, been stopped or cancelled opens nothing, whatever the cookie says.
  const progress = note ? await pendingLoginState(note.pid, note.uid) : "ended";
  const pending = progress === "live" ? note : null;
  // Just signed in: the page is drawn again as the session cookie arrives, before the form moves on.
  if (!pending && current) {
    return (
      <AuthCard title={t("loggedInTitle")}>
        <Link href={returnTo} className={buttonClass("primary", "w-full")}>
          {t("continue")}
        </Link>
      </AuthCard>
    );
  }
  if (!pending) {
    return (
      <AuthCard title={t("againTitle")}>
        <p className="text-muted">{said(progress === "stopped" ? "pendingStopped" : "pendingExpired")}</p>
        <Link href="/login" className={buttonClass("primary", "mt-6 w-full")}>
          {t("backToLogin")}
        </Link>
      </AuthCard>
    );
  }
  const state = await getTwoStepState(pending.uid);
  const formWords = Object.fromEntries(SECOND_STEP_FORM_KEYS.map((key) => [key, t(key)])) as SecondStepWords;
  return (
    <AuthCard title={t("title")} subtitle={t("subtitle")}>
      <SecondStepForm hasTotp={state.totp} hasPasskey={state.passkeys.length > 0} returnTo={returnTo} words={formWords} />
      <form action={cancelSecondStepAction} className="mt-4 text-center">
        <button type="submit" className="min-h-11 text-sm font-medium text-accent underline-offset-4 hover:underline">
          {t("cancel")}
        </button>
      </form>
    </AuthCard>
  );
}
