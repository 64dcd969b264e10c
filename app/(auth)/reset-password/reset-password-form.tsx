"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { notify } from "@/components/feedback/notify";
import { runAction } from "../_components/run-action";
import { useRulesForm } from "@/components/forms/use-rules-form";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { resetPasswordRules } from "@/lib/validations/auth-rules";
import { resetPasswordAction } from "../actions";
import { serverFieldMessages } from "../_components/server-errors";

export function ResetPasswordForm({ token }: { token: string }) {
  const router = useRouter();
  const [status, setStatus] = useState("");
  // The token rides along from the link; it is not a field anyone edits.
  const form = useRulesForm(resetPasswordRules, { token, password: "", confirmPassword: "" });

  const onValid = form.handleSubmit(async (values) => {
    setStatus("");
    const outcome = await runAction(() => resetPasswordAction(values), "Failed to reset password");
    if (outcome.ok) {
      notify("success", outcome.data.message);
      router.replace("/login");
      return;
    }
    if (outcome.failure) form.setServerErrors(serverFieldMessages(outcome.failure, ["password", "confirmPassword"] as const));
    setStatus(outcome.message);
    notify("error", outcome.message);
  });

  return (
    <form method="post" noValidate onSubmit={onValid} className="flex flex-col gap-4">
      <TextField label="New password" type="password" autoComplete="new-password" revealable error={form.errorOf("password")} {...form.field("password")} />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        revealable
        error={form.errorOf("confirmPassword")}
        {...form.field("confirmPassword")}
      />
      <Button type="submit" disabled={!form.isValid || form.isSubmitting}>
        {form.isSubmitting ? "Saving…" : "Set new password"}
      </Button>
      <p role="status" aria-live="polite" className="min-h-5 text-center text-sm text-danger">
        {status || form.errorOf("token")}
      </p>
    </form>
  );
}
