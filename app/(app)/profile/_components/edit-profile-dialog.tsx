"use client";

import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { ProfileForm, type ProfileFormProps } from "./profile-form";

type Props = ProfileFormProps & { open: boolean; onOpenChange: (open: boolean) => void; returnFocus: () => HTMLElement | null };

/** Edit Profile in a dialog over /profile; the same form has a page of its own, /profile/edit. */
export function EditProfileDialog({ open, onOpenChange, returnFocus, ...profile }: Props) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Edit Profile" description="Your name and picture, as the app shows them." returnFocus={returnFocus}>
      <ProfileForm
        {...profile}
        onSaved={() => onOpenChange(false)}
        cancel={
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
        }
      />
    </Modal>
  );
}
