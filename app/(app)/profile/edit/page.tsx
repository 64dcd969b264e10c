import type { Metadata } from "next";
import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import { requireUser } from "@/lib/auth/session";
import { initialsFor } from "@/lib/brand";
import { FormPage } from "@/components/layout/form-page";
import { ProfileForm } from "../_components/profile-form";

export const metadata: Metadata = { title: "Edit Profile" };

/**
 * Edit Profile on a page of its own: the form /profile opens in a dialog, here where it works
 * before JavaScript has loaded too (docs/decisions/0040-one-way-to-write-a-form.md).
 */
export default async function EditProfilePage() {
  const { user } = await requireUser("/profile/edit");
  return (
    <FormPage title="Edit Profile" lead="Your name and picture, as the app shows them." narrow>
      <ProfileForm
        firstName={user.firstName}
        lastName={user.lastName}
        image={user.image}
        initials={initialsFor(user)}
        cancel={
          <Link href="/profile" prefetch={false} className={buttonClass("secondary")}>
            Cancel
          </Link>
        }
      />
    </FormPage>
  );
}
