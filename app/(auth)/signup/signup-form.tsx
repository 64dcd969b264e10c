"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { notify } from "@/components/feedback/notify";
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

  const onValid = form.handleSubmit(async (values) => {
    setStatus("");
    const outcome = await runAction(() => signupAction({ ...values, timeZone: deviceTimeZone() }), "Signup failed");
    if (outcome.ok) {
      // The answers given on / before there was an account move onto it now that a session exists.
      await syncVisitorDraft();
      notify("success", "Account created! Redirecting…");
      router.replace("/intro");
      router.refresh();
      return;
    }
    // Said once: under the field the server named (a taken email, a common password), else in
    // the status line. No error toast, as both have their place on the page.
    const placed = placeServerErrors(outcome.failure, outcome.message, FIELDS);
    form.setServerErrors(placed.fields);
    setStatus(placed.form);
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
