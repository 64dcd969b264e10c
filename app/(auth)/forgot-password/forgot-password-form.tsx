"use client";

import Link from "next/link";
import { FormStatus } from "../_components/form-status";
import { rulesResolver } from "@/components/forms/rules-resolver";
import { useWords } from "@/components/i18n/words-context";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { forgotPasswordRules } from "@/lib/validations/auth-rules";
import { forgotPasswordAction } from "../actions";

const resolver = rulesResolver(forgotPasswordRules);

export function ForgotPasswordForm() {
  const t = useWords("Auth");
  const { form, state, field, errorOf, status, pending, hydrated, formProps } = useActionForm(forgotPasswordAction, {
    defaults: { email: "" },
    resolver,
    unreachable: t("forgotUnreachable"),
  });

  // The confirmation replaces the form (a status region): no toast saying it again.
  if (state.status === "done") {
    return (
      <div className="flex flex-col gap-4" role="status">
        <p className="rounded-2xl bg-accent-soft p-4 text-ink">{state.data.message}</p>
        <p className="text-sm text-muted">{t("linkArrives")}</p>
        <Link href="/login" className="font-semibold text-accent underline-offset-4 hover:underline">
          {t("backToLogin")}
        </Link>
      </div>
    );
  }

  return (
    <form {...formProps} className="flex flex-col gap-4">
      <TextField label={t("email")} type="email" autoComplete="email" inputMode="email" error={errorOf("email")} {...field("email")} />
      <Button type="submit" disabled={hydrated && (!form.formState.isValid || pending)}>
        {pending ? t("sending") : t("sendLink")}
      </Button>
      <FormStatus>{status}</FormStatus>
      <Link href="/login" className="text-center text-sm font-semibold text-accent underline-offset-4 hover:underline">
        {t("backToLogin")}
      </Link>
    </form>
  );
}
