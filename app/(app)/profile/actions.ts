"use server";

import type { ActionResult } from "@/lib/action-result";
import { refresh, revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { disconnectProvider } from "@/lib/account/connections";
import { deleteCurrentAccount } from "@/lib/account/delete";
import { signIn } from "@/lib/auth";
import { configuredSocialProviders } from "@/lib/auth/oauth-providers";
import { updateProfileNames } from "@/lib/profile/service";
import type { ProfileNames } from "@/lib/validations/profile";

/**
 * Saves the names from Edit Profile. The header and every page read the user from the database
 * on each request (names are not in the session token), so refreshing this page's view shows
 * them; nothing else needs revalidating.
 */
export async function updateProfileAction(input: unknown): Promise<ActionResult<ProfileNames>> {
  const result = await updateProfileNames(input);
  if (result.ok) refresh();
  return result;
}

/** Deletes the signed-in account after confirming the password. */
export async function deleteAccountAction(input: unknown): Promise<ActionResult<null>> {
  return deleteCurrentAccount(input);
}

/** Starts connecting a social provider to the signed-in account (the callback links it to this session's user). */
export async function connectProviderAction(formData: FormData): Promise<void> {
  const provider = String(formData.get("provider"));
  if (!(configuredSocialProviders() as string[]).includes(provider)) redirect("/profile");
  await signIn(provider, { redirectTo: "/profile" });
}

/** Disconnects a provider; never the account's last way to sign in. */
export async function disconnectProviderAction(formData: FormData): Promise<void> {
  const result = await disconnectProvider(String(formData.get("provider")));
  revalidatePath("/profile");
  if (!result.ok) redirect("/profile?disconnect=refused");
}
