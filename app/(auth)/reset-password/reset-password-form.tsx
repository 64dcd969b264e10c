"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { notify } from "@/components/feedback/notify";
import { useRulesForm } from "@/components/forms/use-rules-form";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { resetPasswordRules } from "@/lib/validations/auth-rules";
import { resetPasswordAction } from "../actions";
import { ExpiredLinkMessage } from "../_components/expired-link";
import { FormStatus } from "../_components/form-status";
import { runAction } from "../_components/run-action";
import { placeServerErrors } from "../_components/server-errors";

export function ResetPasswordForm({ token }: { token: string }) {
  const router = useRouter();
  const [status, setStatus] = useState("");
  const [linkUsed, setLinkUsed] = useState(false);
  // The token rides along from the link; it is not a field anyone edits.
  const form = useRulesForm(resetPasswordRules, { token, password: "", confirmPassword: "" });

  const onValid = form.handleSubmit(async (values) => {
    setStatus("");
    const outcome = await runAction(() => resetPasswordAction(values), "Failed to reset password");
    if (outcome.ok) {
      // The login screen is where this leads; the toast carries the news across.
      notify("success", outcome.data.message);
      router.replace("/login");
      return;
    }
    // A used or expired link (reported on the hidden token) gets the way to a new one.
    setLinkUsed(Boolean(outcome.failure?.fieldErrors?.token));
    const placed = placeServerErrors(outcome.failure, outcome.message, ["password", "confirmPassword"] as const);
    form.setServerErrors(placed.fields);
    setStatus(placed.form);
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
      <FormStatus>{linkUsed ? <ExpiredLinkMessage /> : status || form.errorOf("token")}</FormStatus>
    </form>
  );
}
