"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { dismissToast, notify } from "@/components/feedback/notify";
import { runAction } from "../_components/run-action";
import { useRulesForm } from "@/components/forms/use-rules-form";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { signupRules } from "@/lib/validations/auth-rules";
import { deviceTimeZone } from "@/components/time-zone/device-time-zone";
import { signupAction } from "../actions";
import { FormStatus } from "../_components/form-status";
import { placeServerErrors } from "../_components/server-errors";
import { syncVisitorDraft } from "@/lib/onboarding/sync-visitor-draft";

const FIELDS = ["firstName", "lastName", "email", "password", "confirmPassword"] as const;
/** The "Redirecting…" toast stays until the redirect is done: this form leaving the screen. */
const REDIRECT_TOAST = "signup-redirect";

export function SignupForm() {
  const router = useRouter();
  const [status, setStatus] = useState("");
  const form = useRulesForm(signupRules, {
    firstName: "",
    lastName: "",
    email: "",
    password: "",
    confirmPassword: "",
    rememberMe: false,
  });

  useEffect(() => () => dismissToast(REDIRECT_TOAST), []);

  const onValid = form.handleSubmit(async (values) => {
    setStatus("");
    const outcome = await runAction(() => signupAction({ ...values, timeZone: deviceTimeZone() }), "Signup failed");
    if (outcome.ok) {
      // The answers given on / before there was an account move onto it now that a session exists.
      await syncVisitorDraft();
      notify("success", "Account created! Redirecting…", { id: REDIRECT_TOAST, duration: Infinity });
      // A new account meets Shanti first: / greets a signed-in person without a report, and its
      // greeting leads on to the questions (or, skipped, to /intro).
      router.replace("/");
      router.refresh();
      return;
    }
    // Under the field the server named (a taken email, a common password), else in the status
    // line; and as a toast too (docs/decisions/0000-the-original-app.md §8), which reaches someone looking elsewhere.
    const placed = placeServerErrors(outcome.failure, outcome.message, FIELDS);
    form.setServerErrors(placed.fields);
    setStatus(placed.form);
    notify("error", placed.form || Object.values(placed.fields)[0] || outcome.message);
  });

  const busy = form.isSubmitting;
  return (
    <form method="post" noValidate onSubmit={onValid} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" autoComplete="given-name" error={form.errorOf("firstName")} {...form.field("firstName")} />
        <TextField label="Last name" autoComplete="family-name" error={form.errorOf("lastName")} {...form.field("lastName")} />
      </div>
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" error={form.errorOf("email")} {...form.field("email")} />
      <TextField label="Password" type="password" autoComplete="new-password" revealable error={form.errorOf("password")} {...form.field("password")} />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        revealable
        error={form.errorOf("confirmPassword")}
        {...form.field("confirmPassword")}
      />
      <Button type="submit" disabled={!form.isValid || busy}>
        {busy ? "Creating account…" : "Sign Up"}
      </Button>
      <FormStatus>{status}</FormStatus>
      <p className="text-center text-sm text-muted">
        Already have an account?{" "}
        <Link href="/login" className="font-semibold text-accent underline-offset-4 hover:underline">
          Log in
        </Link>
      </p>
    </form>
  );
}
