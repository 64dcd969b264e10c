"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { notify } from "@/components/feedback/notify";
import type * as z from "zod/mini";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { resetPasswordSchema } from "@/lib/validations/auth";
import { resetPasswordAction } from "../actions";
import { serverFieldMessages } from "../_components/server-errors";

type Values = z.input<typeof resetPasswordSchema>;

export function ResetPasswordForm({ token }: { token: string }) {
  const router = useRouter();
  const [status, setStatus] = useState("");
  const { register, handleSubmit, setError, formState } = useForm<Values, unknown, z.output<typeof resetPasswordSchema>>({
    resolver: zodResolver(resetPasswordSchema),
    mode: "onTouched",
    defaultValues: { token, password: "", confirmPassword: "" },
  });
  const { errors, isValid, isSubmitting } = formState;

  const onValid = async (values: z.output<typeof resetPasswordSchema>) => {
    setStatus("");
    let message = "Failed to reset password";
    try {
      const result = await resetPasswordAction(values);
      if (result.ok) {
        notify("success", result.data.message);
        router.replace("/login");
        return;
      }
      message = result.message || message;
      for (const [field, text] of Object.entries(serverFieldMessages(result, ["password", "confirmPassword"] as const))) {
        setError(field as "password" | "confirmPassword", { type: "server", message: text });
      }
    } catch (error) {
      message = error instanceof Error && error.message ? error.message : message;
    }
    setStatus(message);
    notify("error", message);
  };

  return (
    <form method="post" noValidate onSubmit={handleSubmit(onValid)} className="flex flex-col gap-4">
      <input type="hidden" {...register("token")} />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        revealable
        error={errors.password?.message}
        {...register("password", { deps: ["confirmPassword"] })}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        revealable
        error={errors.confirmPassword?.message}
        {...register("confirmPassword")}
      />
      <Button type="submit" disabled={!isValid || isSubmitting}>
        {isSubmitting ? "Saving…" : "Set new password"}
      </Button>
      <p role="status" aria-live="polite" className="min-h-5 text-center text-sm text-danger">
        {status}
      </p>
    </form>
  );
}
