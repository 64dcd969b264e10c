"use server";

import { asFormData } from "@/lib/validations/form-data";
import { refresh, revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { disconnectProvider } from "@/lib/account/connections";
import { deleteCurrentAccount } from "@/lib/account/delete";
import { signIn } from "@/lib/auth";
import { configuredSocialProviders } from "@/lib/auth/oauth-providers";
import { failedForm, formFields, isEnhanced, type FormState } from "@/lib/forms/form-state";
import { ACCOUNT_DELETED_PATH } from "@/lib/navigation";
import { saveProfile } from "@/lib/profile/service";
import { REMOVE_IMAGE_FIELD } from "@/lib/profile/image-rules";
import type { ProfileNames } from "@/lib/validations/profile";
import { inReadersWords } from "@/lib/profile/answer-words";

/**
 * Saves Edit Profile: the names, and the image chosen in the same form (a file field) or its
 * removal. The header and every page read the user from the database on each request (names are
 * not in the session token), so refreshing this page's view shows them. Posted without the script,
 * it goes on to /profile, which shows them.
 */
export async function saveProfileAction(_state: FormState<ProfileNames>, formData: FormData): Promise<FormState<ProfileNames>> {
  const fields = formFields(formData, { flags: [REMOVE_IMAGE_FIELD] });
  const file = asFormData(formData).get("image");
  const result = await saveProfile(fields, { file: file instanceof Blob ? file : null, remove: fields[REMOVE_IMAGE_FIELD] === true });
  if (!result.ok) return failedForm(await inReadersWords(result), formData);
  if (!isEnhanced(formData)) redirect("/profile");
  refresh();
  return { status: "done", data: result.data };
}

/**
 * Deletes the signed-in account after confirming the password. The form then goes on through the
 * route that clears this browser's data too; posted without the script, the action sends it there.
 */
export async function deleteAccountAction(_state: FormState<null>, formData: FormData): Promise<FormState<null>> {
  const result = await deleteCurrentAccount(formFields(formData));
  if (!result.ok) return failedForm(await inReadersWords(result), formData, ["confirmation"]);
  if (!isEnhanced(formData)) redirect(`/api/user/auth/clear-session?next=${encodeURIComponent(ACCOUNT_DELETED_PATH)}`);
  return { status: "done", data: null };
}

/** Starts connecting a social provider to the signed-in account (the callback links it to this session's user). */
export async function connectProviderAction(form: unknown): Promise<void> {
  const provider = String(asFormData(form).get("provider"));
  if (!(configuredSocialProviders() as string[]).includes(provider)) redirect("/profile");
  await signIn(provider, { redirectTo: "/profile" });
}

/** Disconnects a provider; never the account's last way to sign in. */
export async function disconnectProviderAction(form: unknown): Promise<void> {
  const result = await disconnectProvider(String(asFormData(form).get("provider")));
  revalidatePath("/profile");
  if (!result.ok) redirect("/profile?disconnect=refused");
}
