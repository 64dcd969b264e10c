import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ClientWords } from "@/components/i18n/client-words";
import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import { requireUser } from "@/lib/auth/session";
import { initialsFor } from "@/lib/brand";
import { FormPage } from "@/components/layout/form-page";
import { ProfileForm } from "../_components/profile-form";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("ProfileForms"))("editProfile") };
}

/**
 * Edit Profile on a page of its own: the form /profile opens in a dialog, here where it works
 * before JavaScript has loaded too (docs/decisions/0040-one-way-to-write-a-form.md).
 */
export default async function EditProfilePage() {
  const { user } = await requireUser("/profile/edit");
  const t = await getTranslations("ProfileForms");
  return (
    <FormPage title={t("editProfile")} lead={t("editLead")} narrow>
      <ClientWords namespaces={["ProfileForms"]}>
        <ProfileForm
          firstName={user.firstName}
          lastName={user.lastName}
          image={user.image}
          initials={initialsFor(user)}
          cancel={
            <Link href="/profile" prefetch={false} className={buttonClass("secondary")}>
              {t("cancel")}
            </Link>
          }
        />
      </ClientWords>
    </FormPage>
  );
}
