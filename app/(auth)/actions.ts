"use server";

import { asFormData } from "@/lib/validations/form-data";
import { redirect } from "next/navigation";
import { loginWithPassword, signupWithPassword, type PublicUser, type SecondStepPending } from "@/lib/auth/accounts";
import { signIn } from "@/lib/auth";
import { configuredSocialProviders, type SocialProviderId } from "@/lib/auth/oauth-providers";
import { requestPasswordReset, resetPassword } from "@/lib/auth/password-reset";
import { failedForm, formFields, isEnhanced, type FormState } from "@/lib/forms/form-state";
import { inPageLanguage } from "@/lib/i18n/server-messages";
import { safeReturnPath } from "@/lib/security/return-path";

// Every answer is handed through inPageLanguage: a Hindi page gets the flow's answers in Hindi.

/** Typed passwords are never sent back into a page. */
const SECRET = ["password", "confirmPassword"];

/**
 * Signs in with email and password through next-auth's Credentials provider (rate limited; the
 * same answer for an unknown email and a wrong password), or starts the second step. Posted
 * before the page's script has loaded, it redirects itself (to the return path, or to the second
 * step); otherwise the form does, after its toast.
 */
export async function loginAction(_state: FormState<PublicUser | SecondStepPending>, formData: FormData): Promise<FormState<PublicUser | SecondStepPending>> {
  const result = await inPageLanguage(await loginWithPassword(formFields(formData, { flags: ["rememberMe"] })));
  if (!result.ok) return failedForm(result, formData, SECRET);
  if (!isEnhanced(formData)) {
    // The return path the form carries stays inside the app (lib/security/return-path.ts).
    const returnTo = safeReturnPath(String(formData.get("returnTo") ?? "/dashboard"));
    redirect("secondStep" in result.data ? `/login/verify?callbackUrl=${encodeURIComponent(returnTo)}` : returnTo);
  }
  return { status: "done", data: result.data };
}

/** Creates an account and signs it in; posted before the script has loaded, it redirects to / itself. */
export async function signupAction(_state: FormState<PublicUser>, formData: FormData): Promise<FormState<PublicUser>> {
  // The browser's zone rides along once the script runs; a blank or unknown one leaves the default.
  const result = await inPageLanguage(await signupWithPassword(formFields(formData, { flags: ["rememberMe"] })));
  if (!result.ok) return failedForm(result, formData, SECRET);
  if (!isEnhanced(formData)) redirect("/");
  return { status: "done", data: result.data };
}

type Sent = FormState<{ message: string }>;

/** Mails a reset link when the account exists; answers the same either way. */
export async function forgotPasswordAction(_state: Sent, formData: FormData): Promise<Sent> {
  const result = await requestPasswordReset(formFields(formData));
  return result.ok ? { status: "done", data: await inPageLanguage(result.data) } : failedForm(await inPageLanguage(result), formData);
}

/** Sets a new password from a reset link; the form then leads to the login screen. */
export async function resetPasswordAction(_state: Sent, formData: FormData): Promise<Sent> {
  const result = await inPageLanguage(await resetPassword(formFields(formData)));
  return result.ok ? { status: "done", data: await inPageLanguage(result.data) } : failedForm(result, formData, SECRET);
}

const SOCIAL_PROVIDERS = ["google", "apple", "facebook"] as const;

/** Starts a social sign-in with a configured provider (the button only shows when it is). */
export async function socialSignInAction(form: unknown): Promise<void> {
  const formData = asFormData(form);
  const provider = String(formData.get("provider"));
  const returnTo = safeReturnPath(String(formData.get("returnTo") ?? "/dashboard"));
  if (!(SOCIAL_PROVIDERS as readonly string[]).includes(provider) || !configuredSocialProviders().includes(provider as SocialProviderId)) {
    redirect("/login");
  }
  await signIn(provider, { redirectTo: returnTo });
}
