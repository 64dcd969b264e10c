"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { signupSchema } from "@/lib/validations/auth";
import { signupAction } from "../actions";
import { showServerErrors } from "../_components/server-errors";

type Values = z.input<typeof signupSchema>;
const FIELDS = ["firstName", "lastName", "email", "password", "confirmPassword"] as const;

export function SignupForm() {
  const router = useRouter();
  const [status, setStatus] = useState("");
  const { register, handleSubmit, setError, formState } = useForm<Values, unknown, z.output<typeof signupSchema>>({
    resolver: zodResolver(signupSchema),
    mode: "onTouched",
    defaultValues: { firstName: "", lastName: "", email: "", password: "", confirmPassword: "", rememberMe: false },
  });
  const { errors, isValid, isSubmitting } = formState;

  const onValid = async (values: z.output<typeof signupSchema>) => {
    setStatus("");
    let message = "Signup failed";
    try {
      const result = await signupAction(values);
      if (result.ok) {
        toast.success("Account created! Redirecting…");
        router.replace("/intro");
        router.refresh();
        return;
      }
      message = result.message || message;
      showServerErrors(result, setError, FIELDS);
    } catch (error) {
      message = error instanceof Error && error.message ? error.message : message;
    }
    setStatus(message);
    toast.error(message, { duration: 3500 });
  };

  return (
    <form method="post" noValidate onSubmit={handleSubmit(onValid)} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" autoComplete="given-name" error={errors.firstName?.message} {...register("firstName")} />
        <TextField label="Last name" autoComplete="family-name" error={errors.lastName?.message} {...register("lastName")} />
      </div>
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register("email")} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        revealable
        error={errors.password?.message}
        {...register("password", { deps: ["confirmPassword"] })}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        revealable
        error={errors.confirmPassword?.message}
        {...register("confirmPassword")}
      />
      <Button type="submit" disabled={!isValid || isSubmitting}>
        {isSubmitting ? "Creating account…" : "Sign Up"}
      </Button>
      <p role="status" aria-live="polite" className="min-h-5 text-center text-sm text-danger">
        {status}
      </p>
      <p className="text-center text-sm text-muted">
        Already have an account?{" "}
        <Link href="/login" className="font-semibold text-accent underline-offset-4 hover:underline">
          Log in
        </Link>
      </p>
    </form>
  );
}
