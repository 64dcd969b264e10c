"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { dismissToast, notify } from "@/components/feedback/notify";
import { useWords } from "@/components/i18n/words-context";
import { useRulesForm } from "@/components/forms/use-rules-form";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { signupRules } from "@/lib/validations/auth-rules";
import { deviceTimeZone } from "@/components/time-zone/device-time-zone";
import { signupAction } from "../actions";
import { FormStatus } from "../_components/form-status";
import { syncVisitorDraft } from "@/lib/onboarding/sync-visitor-draft";

/** The "Redirecting…" toast stays until the redirect is done: this form leaving the screen. */
const REDIRECT_TOAST = "signup-redirect";

export function SignupForm() {
  const router = useRouter();
  const t = useWords("Auth");
  const defaults = { firstName: "", lastName: "", email: "", password: "", confirmPassword: "", rememberMe: false };
  const { field, errorOf, isValid, status, pending, hydrated, formProps } = useRulesForm(signupAction, signupRules, {
    defaults,
    unreachable: t("signupUnreachable"),
    onDone: async () => {
      // The answers given on / before there was an account move onto it now that a session exists.
      await syncVisitorDraft();
      notify("success", t("accountCreated"), { id: REDIRECT_TOAST, duration: Infinity });
      // A new account meets Shanti first: / greets a signed-in person without a report, and its
      // greeting leads on to the questions (or, skipped, to /intro).
      router.replace("/");
      router.refresh();
    },
    // Under the field the server named (a taken email, a common password), else in the status
    // line; and as a toast too (docs/decisions/0000-the-original-app.md §8), which reaches someone looking elsewhere.
    onFailed: (failed) => notify("error", Object.entries(failed.fieldErrors).find(([name]) => name in defaults)?.[1] ?? failed.message),
  });

  useEffect(() => () => dismissToast(REDIRECT_TOAST), []);

  return (
    <form {...formProps} className="flex flex-col gap-4">
      {/* This browser's zone, once the script can read it (docs/decisions/0031-days-in-the-persons-time-zone.md). */}
      <input type="hidden" name="timeZone" value={hydrated ? (deviceTimeZone() ?? "") : ""} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t("firstName")} autoComplete="given-name" error={errorOf("firstName")} {...field("firstName")} />
        <TextField label={t("lastName")} autoComplete="family-name" error={errorOf("lastName")} {...field("lastName")} />
      </div>
      <TextField label={t("email")} type="email" autoComplete="email" inputMode="email" error={errorOf("email")} {...field("email")} />
      <TextField label={t("password")} type="password" autoComplete="new-password" revealable error={errorOf("password")} {...field("password")} />
      <TextField
        label={t("confirmPassword")}
        type="password"
        autoComplete="new-password"
        revealable
        error={errorOf("confirmPassword")}
        {...field("confirmPassword")}
      />
      {/* Before the script has loaded the server checks alone, so the button is never held back. */}
      <Button type="submit" disabled={hydrated && (!isValid || pending)}>
        {pending ? t("creatingAccount") : t("signUp")}
      </Button>
      <FormStatus>{status}</FormStatus>
      <p className="text-center text-sm text-muted">
        {t("haveAccount")}{" "}
        <Link href="/login" className="font-semibold text-accent underline-offset-4 hover:underline">
          {t("logInLink")}
        </Link>
      </p>
    </form>
  );
}
