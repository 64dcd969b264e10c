import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ClientWords } from "@/components/i18n/client-words";
import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import { requireUser } from "@/lib/auth/session";
import { FormPage } from "@/components/layout/form-page";
import { DeleteAccountForm } from "../_components/delete-account-form";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("ProfileForms"))("deleteAccount") };
}

/**
 * Delete account on a page of its own: the form /profile opens in a dialog, here where it works
 * before JavaScript has loaded too (docs/decisions/0040-one-way-to-write-a-form.md).
 */
export default async function DeleteAccountPage() {
  const { user } = await requireUser("/profile/delete");
  const [t, profile] = await Promise.all([getTranslations("ProfileForms"), getTranslations("Profile")]);
  return (
    <FormPage
      title={t("deleteTitle")}
      lead={t("deleteDescription")}
      narrow
      label={t("deleteAccount")}
      headerExtra={
        <a href="/api/user/me/export" download className={buttonClass("secondary", "mt-4")}>
          {profile("download")}
        </a>
      }
    >
      <ClientWords namespaces={["ProfileForms"]}>
        <DeleteAccountForm
          hasPassword={Boolean(user.passwordHash)}
          cancel={
            <Link href="/profile" prefetch={false} className={buttonClass("secondary")}>
              {t("keepAccount")}
            </Link>
          }
        />
      </ClientWords>
    </FormPage>
  );
}
