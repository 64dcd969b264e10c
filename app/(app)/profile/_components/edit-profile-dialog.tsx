"use client";

import { useWords } from "@/components/i18n/words-context";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { ProfileForm, type ProfileFormProps } from "./profile-form";

type Props = ProfileFormProps & { open: boolean; onOpenChange: (open: boolean) => void; returnFocus: () => HTMLElement | null };

/** Edit Profile in a dialog over /profile; the same form has a page of its own, /profile/edit. */
export function EditProfileDialog({ open, onOpenChange, returnFocus, ...profile }: Props) {
  const t = useWords("ProfileForms");
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t("editProfile")} description={t("editLead")} returnFocus={returnFocus}>
      <ProfileForm
        {...profile}
        onSaved={() => onOpenChange(false)}
        cancel={
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t("cancel")}
          </Button>
        }
      />
    </Modal>
  );
}
