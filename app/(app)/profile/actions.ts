"use server";

import type { ActionResult } from "@/lib/action-result";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { disconnectProvider } from "@/lib/account/connections";
import { deleteCurrentAccount } from "@/lib/account/delete";
import { signIn } from "@/lib/auth";
import { configuredSocialProviders } from "@/lib/auth/oauth-providers";

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
