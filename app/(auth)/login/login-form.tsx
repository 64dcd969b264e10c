"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { notify } from "@/components/feedback/notify";
import { FormStatus } from "../_components/form-status";
import { runAction } from "../_components/run-action";
import { useRulesForm } from "@/components/forms/use-rules-form";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { loginRules } from "@/lib/validations/auth-rules";
import { loginAction } from "../actions";
import { syncVisitorDraft } from "@/lib/onboarding/sync-visitor-draft";

export function LoginForm({ returnTo }: { returnTo: string }) {
  const router = useRouter();
  const [status, setStatus] = useState("");
  const form = useRulesForm(loginRules, { email: "", password: "", rememberMe: false });

  const onValid = form.handleSubmit(async (values) => {
    setStatus("");
    const outcome = await runAction(() => loginAction(values), "Invalid email or password.");
    if (outcome.ok && "secondStep" in outcome.data) {
      router.push(`/login/verify?callbackUrl=${encodeURIComponent(returnTo)}`);
      return;
    }
    if (outcome.ok) {
      // The answers given on / before there was an account move onto it now that a session exists.
      await syncVisitorDraft();
      notify("success", "Logged in successfully!", { duration: 2800 });
      router.replace(returnTo);
      router.refresh();
      return;
    }
    // In the status line and as a toast (docs/decisions/0000-the-original-app.md §8): the toast reaches someone looking elsewhere.
    setStatus(outcome.message);
    notify("error", outcome.message);
  });

  const busy = form.isSubmitting;
  return (
    <form method="post" noValidate onSubmit={onValid} className="flex flex-col gap-4">
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" error={form.errorOf("email")} {...form.field("email")} />
      <TextField label="Password" type="password" autoComplete="current-password" revealable error={form.errorOf("password")} {...form.field("password")} />
      <div className="flex items-center justify-between gap-4">
        <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
          <input type="checkbox" className="size-5 accent-accent" {...form.field("rememberMe")} />
          Remember me
        </label>
        <Link href="/forgot-password" className="text-sm font-medium text-accent underline-offset-4 hover:underline">
          Forgot password?
        </Link>
      </div>
      <Button type="submit" disabled={!form.isValid || busy}>
        {busy ? "Logging in…" : "Log In"}
      </Button>
      <FormStatus>{status}</FormStatus>
      <p className="text-center text-sm text-muted">
        New here?{" "}
        <Link href="/signup" className="font-semibold text-accent underline-offset-4 hover:underline">
          Sign up
        </Link>
      </p>
    </form>
  );
}
