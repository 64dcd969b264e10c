import type { Metadata } from "next";
import Link from "next/link";
import { getCurrentUser } from "@/lib/auth/session";
import { pendingLoginState } from "@/lib/data/pending-logins";
import { getTwoStepState } from "@/lib/data/two-step";
import { safeReturnPath } from "@/lib/security/return-path";
import { PENDING_EXPIRED, PENDING_STOPPED } from "@/lib/two-step/finish-login";
import { readPendingLogin } from "@/lib/two-step/pending-cookie";
import { buttonClass } from "@/components/ui/button";
import { AuthCard } from "../../_components/auth-card";
import { cancelSecondStepAction } from "./actions";
import { SecondStepForm } from "./second-step-form";

export const metadata: Metadata = { title: "Two-step sign-in" };

/** The second step of a login, reachable only with a pending login made by a right password. */
export default async function VerifyPage({ searchParams }: PageProps<"/login/verify">) {
  const { callbackUrl } = await searchParams;
  const back = safeReturnPath(callbackUrl);
  const returnTo = back === "/" ? "/dashboard" : back;
  const [note, current] = await Promise.all([readPendingLogin(), getCurrentUser()]);
  // A pending login that has made its session, been stopped or cancelled opens nothing, whatever the cookie says.
  const progress = note ? await pendingLoginState(note.pid, note.uid) : "ended";
  const pending = progress === "live" ? note : null;
  // Just signed in: the page is drawn again as the session cookie arrives, before the form moves on.
  if (!pending && current) {
    return (
      <AuthCard title="You are logged in">
        <Link href={returnTo} className={buttonClass("primary", "w-full")}>
          Continue
        </Link>
      </AuthCard>
    );
  }
  if (!pending) {
    return (
      <AuthCard title="Please log in again">
        <p className="text-muted">{progress === "stopped" ? PENDING_STOPPED : PENDING_EXPIRED}</p>
        <Link href="/login" className={buttonClass("primary", "mt-6 w-full")}>
          Back to Log In
        </Link>
      </AuthCard>
    );
  }
  const state = await getTwoStepState(pending.uid);
  return (
    <AuthCard title="One more step" subtitle="Your password was right. To finish logging in, show it is you with your second step.">
      <SecondStepForm hasTotp={state.totp} hasPasskey={state.passkeys.length > 0} returnTo={returnTo} />
      <form action={cancelSecondStepAction} className="mt-4 text-center">
        <button type="submit" className="min-h-11 text-sm font-medium text-accent underline-offset-4 hover:underline">
          Cancel and go back to Log In
        </button>
      </form>
    </AuthCard>
  );
}
