"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { notify } from "@/components/feedback/notify";
import { rulesResolver } from "@/components/forms/rules-resolver";
import { useWords } from "@/components/i18n/words-context";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { resetPasswordRules } from "@/lib/validations/auth-rules";
import { resetPasswordAction } from "../actions";
import { ExpiredLinkMessage } from "../_components/expired-link";
import { FormStatus } from "../_components/form-status";

const resolver = rulesResolver(resetPasswordRules);

export function ResetPasswordForm({ token }: { token: string }) {
  const router = useRouter();
  const t = useWords("Auth");
  const { form, state, field, errorOf, status, pending, hydrated, formProps } = useActionForm(resetPasswordAction, {
    // The token rides along from the link; it is not a field anyone edits.
    defaults: { token, password: "", confirmPassword: "" },
    resolver,
    unreachable: t("resetUnreachable"),
    onDone: ({ message }) => {
      // The login screen is where this leads; the toast carries the news across.
      notify("success", message);
      router.replace("/login");
    },
  });
  const failed = state.status === "failed" ? state : null;

  // Set before the script loaded: the news, and the way on to log in.
  if (state.status === "done") {
    return (
      <div className="flex flex-col gap-4" role="status">
        <p className="rounded-2xl bg-accent-soft p-4 text-ink">{state.data.message}</p>
        <Link href="/login" className="font-semibold text-accent underline-offset-4 hover:underline">
          {t("logInLink")}
        </Link>
      </div>
    );
  }

  return (
    <form {...formProps} className="flex flex-col gap-4">
      <input type="hidden" {...field("token")} />
      <TextField label={t("newPassword")} type="password" autoComplete="new-password" revealable error={errorOf("password")} {...field("password")} />
      <TextField
        label={t("confirmNewPassword")}
        type="password"
        autoComplete="new-password"
        revealable
        error={errorOf("confirmPassword")}
        {...field("confirmPassword")}
      />
      <Button type="submit" disabled={hydrated && (!form.formState.isValid || pending)}>
        {pending ? t("saving") : t("setPassword")}
      </Button>
      {/* A used or expired link (reported on the hidden token) gets the way to a new one. */}
      <FormStatus>{failed?.fieldErrors.token ? <ExpiredLinkMessage /> : status || errorOf("token")}</FormStatus>
    </form>
  );
}
