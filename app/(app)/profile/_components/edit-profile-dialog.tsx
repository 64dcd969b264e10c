"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { notify } from "@/components/feedback/notify";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { TextField } from "@/components/ui/text-field";
import { PROFILE_IMAGE_TOO_LARGE } from "@/lib/profile/image-rules";
import { profileFormSchema, type ProfileFormInput, type ProfileFormValues } from "@/lib/validations/profile";
import { updateProfileAction } from "../actions";
import { ProfileImageField } from "./profile-image-field";

const FALLBACK = "Your changes could not be saved. Please try again in a moment.";
const NAME_FIELDS = ["firstName", "lastName"] as const;

export type ProfileFormProps = {
  firstName: string;
  lastName: string;
  image: string | null;
  initials: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: () => HTMLElement | null;
};

/** Sends the chosen file as the raw body; answers an error message, or null once it is stored. */
async function uploadImage(file: Blob): Promise<string | null> {
  const response = await fetch("/api/user/me/avatar", { method: "PUT", body: file, headers: { "Content-Type": file.type || "application/octet-stream" } });
  if (response.ok) return null;
  const body = (await response.json().catch(() => ({}))) as { message?: string; fieldErrors?: { image?: string[] } };
  return body.fieldErrors?.image?.[0] ?? body.message ?? (response.status === 413 ? PROFILE_IMAGE_TOO_LARGE : FALLBACK);
}

/**
 * Edit Profile: names and an image, checked in the browser by the same schema the server uses.
 * The image goes first (it is the part most likely to be refused), then the names; on any failure
 * the dialog stays open with everything as typed. The form outlives the dialog closing, so an
 * accidental Escape loses nothing either; only a successful save starts it afresh.
 */
export function EditProfileDialog({ firstName, lastName, image, initials, open, onOpenChange, returnFocus }: ProfileFormProps) {
  const router = useRouter();
  const [status, setStatus] = useState("");
  const [removeImage, setRemoveImage] = useState(false);
  const form = useForm<ProfileFormInput, unknown, ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    mode: "onBlur",
    defaultValues: { firstName, lastName, image: undefined },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setStatus("");
    try {
      if (values.image) {
        const refused = await uploadImage(values.image);
        if (refused) {
          form.setError("image", { message: refused }, { shouldFocus: true });
          return;
        }
      } else if (removeImage) {
        const response = await fetch("/api/user/me/avatar", { method: "DELETE" });
        if (!response.ok) throw new Error(`DELETE answered ${response.status}`);
      }
      const result = await updateProfileAction({ firstName: values.firstName, lastName: values.lastName });
      if (!result.ok) {
        for (const name of NAME_FIELDS) {
          const message = result.fieldErrors?.[name]?.[0];
          if (message) form.setError(name, { message });
        }
        setStatus(result.message);
        return;
      }
      form.reset({ ...result.data, image: undefined });
      setRemoveImage(false);
      onOpenChange(false);
      notify("success", "Profile saved");
      // The action refreshed the page's data; the image's URL changed too, so this is the new one.
      router.refresh();
    } catch {
      setStatus(FALLBACK);
    }
  });

  function changeOpen(next: boolean) {
    // A file input cannot be refilled, so a closed dialog forgets the file it no longer shows.
    if (!next) form.resetField("image");
    onOpenChange(next);
  }

  return (
    <Modal open={open} onOpenChange={changeOpen} title="Edit Profile" description="Your name and picture, as the app shows them." returnFocus={returnFocus}>
      <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <TextField label="First name" autoComplete="given-name" error={errors.firstName?.message} {...form.register("firstName")} />
        <TextField label="Last name" autoComplete="family-name" error={errors.lastName?.message} {...form.register("lastName")} />
        <ProfileImageField
          current={removeImage ? null : image}
          initials={initials}
          error={errors.image?.message}
          onChoose={(file) => {
            setStatus("");
            form.setValue("image", file, { shouldDirty: true, shouldValidate: true });
            if (file) setRemoveImage(false);
          }}
          onRemove={image && !removeImage ? () => setRemoveImage(true) : undefined}
        />
        <p role="status" aria-live="polite" className="min-h-5 text-sm text-danger">
          {status}
        </p>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => changeOpen(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? "Saving…" : "Save Changes"}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
