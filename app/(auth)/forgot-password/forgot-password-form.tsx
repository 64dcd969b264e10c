"use client";

import Link from "next/link";
import { useState } from "react";
import { FormStatus } from "../_components/form-status";
import { runAction } from "../_components/run-action";
import { placeServerErrors } from "../_components/server-errors";
import { useRulesForm } from "@/components/forms/use-rules-form";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { forgotPasswordRules } from "@/lib/validations/auth-rules";
import { forgotPasswordAction } from "../actions";

export function ForgotPasswordForm() {
  const [sent, setSent] = useState("");
  const [status, setStatus] = useState("");
  const form = useRulesForm(forgotPasswordRules, { email: "" });

  const onValid = form.handleSubmit(async (values) => {
    setStatus("");
    const outcome = await runAction(() => forgotPasswordAction(values), "Failed to send reset link");
    if (outcome.ok) {
      // The confirmation replaces the form (a status region): no toast saying it again.
      setSent(outcome.data.message);
      return;
    }
    const placed = placeServerErrors(outcome.failure, outcome.message, ["email"] as const);
    form.setServerErrors(placed.fields);
    setStatus(placed.form);
  });

  if (sent) {
    return (
      <div className="flex flex-col gap-4" role="status">
        <p className="rounded-2xl bg-accent-soft p-4 text-ink">{sent}</p>
        <p className="text-sm text-muted">If an account uses that address, the link arrives within a few minutes and works for one hour.</p>
        <Link href="/login" className="font-semibold text-accent underline-offset-4 hover:underline">
          Back to login
        </Link>
      </div>
    );
  }

  return (
    <form method="post" noValidate onSubmit={onValid} className="flex flex-col gap-4">
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" error={form.errorOf("email")} {...form.field("email")} />
      <Button type="submit" disabled={!form.isValid || form.isSubmitting}>
        {form.isSubmitting ? "Sending…" : "Send reset link"}
      </Button>
      <FormStatus>{status}</FormStatus>
      <Link href="/login" className="text-center text-sm font-semibold text-accent underline-offset-4 hover:underline">
        Back to login
      </Link>
    </form>
  );
}
