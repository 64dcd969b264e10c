"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { notify } from "@/components/feedback/notify";
import { useWords } from "@/components/i18n/words-context";
import { FormStatus } from "../_components/form-status";
import { useRulesForm } from "@/components/forms/use-rules-form";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { loginRules } from "@/lib/validations/auth-rules";
import { loginAction } from "../actions";
import { syncVisitorDraft } from "@/lib/onboarding/sync-visitor-draft";

export function LoginForm({ returnTo }: { returnTo: string }) {
  const router = useRouter();
  const t = useWords("Auth");
  const { field, errorOf, isValid, status, pending, hydrated, formProps } = useRulesForm(loginAction, loginRules, {
    defaults: { email: "", password: "", rememberMe: false },
    unreachable: t("loginUnreachable"),
    onDone: async (data) => {
      if ("secondStep" in data) {
        router.push(`/login/verify?callbackUrl=${encodeURIComponent(returnTo)}`);
        return;
      }
      // The answers given on / before there was an account move onto it now that a session exists.
      await syncVisitorDraft();
      notify("success", t("loggedIn"), { duration: 2800 });
      router.replace(returnTo);
      router.refresh();
    },
    // In the status line and as a toast (docs/decisions/0000-the-original-app.md §8): the toast reaches someone looking elsewhere.
    onFailed: (failed) => notify("error", failed.message),
  });

  return (
    <form {...formProps} className="flex flex-col gap-4">
      <input type="hidden" name="returnTo" value={returnTo} />
      <TextField label={t("email")} type="email" autoComplete="email" inputMode="email" error={errorOf("email")} {...field("email")} />
      <TextField label={t("password")} type="password" autoComplete="current-password" revealable error={errorOf("password")} {...field("password")} />
      <div className="flex items-center justify-between gap-4">
        <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
          <input type="checkbox" className="size-5 accent-accent" {...field("rememberMe")} />
          {t("rememberMe")}
        </label>
        <Link href="/forgot-password" className="text-sm font-medium text-accent underline-offset-4 hover:underline">
          {t("forgotLink")}
        </Link>
      </div>
      {/* Before the script has loaded the server checks alone, so the button is never held back. */}
      <Button type="submit" disabled={hydrated && (!isValid || pending)}>
        {pending ? t("loggingIn") : t("logIn")}
      </Button>
      <FormStatus>{status}</FormStatus>
      <p className="text-center text-sm text-muted">
        {t("newHere")}{" "}
        <Link href="/signup" className="font-semibold text-accent underline-offset-4 hover:underline">
          {t("signUpLink")}
        </Link>
      </p>
    </form>
  );
}
