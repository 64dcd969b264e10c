"use server";

import { redirect } from "next/navigation";
import type { ActionResult } from "@/lib/action-result";
import { loginWithPassword, signupWithPassword, type PublicUser, type SecondStepPending } from "@/lib/auth/accounts";
import { signIn } from "@/lib/auth";
import { configuredSocialProviders, type SocialProviderId } from "@/lib/auth/oauth-providers";
import { requestPasswordReset, resetPassword } from "@/lib/auth/password-reset";
import { safeReturnPath } from "@/lib/security/return-path";

/** Signs in with email and password (rate limited; same answer for unknown email and wrong password), or starts the second step. */
export async function loginAction(input: unknown): Promise<ActionResult<PublicUser | SecondStepPending>> {
  return loginWithPassword(input);
}

/** Creates an account and signs it in. */
export async function signupAction(input: unknown): Promise<ActionResult<PublicUser>> {
  return signupWithPassword(input);
}

/** Mails a reset link when the account exists; answers the same either way. */
export async function forgotPasswordAction(input: unknown): Promise<ActionResult<{ message: string }>> {
  return requestPasswordReset(input);
}

/** Sets a new password from a reset link. */
export async function resetPasswordAction(input: unknown): Promise<ActionResult<{ message: string }>> {
  return resetPassword(input);
}

const SOCIAL_PROVIDERS = ["google", "apple", "facebook"] as const;

/** Starts a social sign-in with a configured provider (the button only shows when it is). */
export async function socialSignInAction(formData: FormData): Promise<void> {
  const provider = String(formData.get("provider"));
  const returnTo = safeReturnPath(String(formData.get("returnTo") ?? "/dashboard"));
  if (!(SOCIAL_PROVIDERS as readonly string[]).includes(provider) || !configuredSocialProviders().includes(provider as SocialProviderId)) {
    redirect("/login");
  }
  await signIn(provider, { redirectTo: returnTo });
}
