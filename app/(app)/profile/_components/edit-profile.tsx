"use client";

import dynamic from "next/dynamic";
import { useWords } from "@/components/i18n/words-context";
import { buttonClass } from "@/components/ui/button";
import { DialogLink } from "@/components/ui/dialog-link";
import type { ProfileFormProps } from "./profile-form";

// The form (react-hook-form, zod, the dialog) loads when it is first wanted, not with the page:
// most visits to /profile never edit, and it keeps the route's first-load JavaScript small.
const loadDialog = () => import("./edit-profile-dialog").then((mod) => mod.EditProfileDialog);
const EditProfileDialog = dynamic(loadDialog, { ssr: false });

/**
 * Edit Profile: a link to the form's own page, /profile/edit, which is where it leads before
 * JavaScript has loaded; once hydrated, a press opens the same form in a dialog over this page
 * (docs/decisions/0040-one-way-to-write-a-form.md).
 */
export function EditProfile(props: ProfileFormProps) {
  const t = useWords("ProfileForms");
  return (
    <DialogLink
      href="/profile/edit"
      className={buttonClass("secondary", "mt-4")}
      preload={loadDialog}
      dialog={(frame) => <EditProfileDialog {...props} {...frame} />}
    >
      {t("editProfile")}
    </DialogLink>
  );
}
