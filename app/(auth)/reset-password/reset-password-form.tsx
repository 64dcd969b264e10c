"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { resetPasswordSchema } from "@/lib/validations/auth";
import { resetPasswordAction } from "../actions";
import { showServerErrors } from "../_components/server-errors";

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
        toast.success(result.data.message);
        router.replace("/login");
        return;
      }
      message = result.message || message;
      showServerErrors(result, setError, ["password", "confirmPassword"] as const);
    } catch (error) {
      message = error instanceof Error && error.message ? error.message : message;
    }
    setStatus(message);
    toast.error(message, { duration: 3500 });
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
