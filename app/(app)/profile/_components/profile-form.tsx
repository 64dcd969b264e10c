"use client";

import { useRouter } from "next/navigation";
import type { ReactNode } from "react";
import { useWatch, type Resolver } from "react-hook-form";
import { notify } from "@/components/feedback/notify";
import { rulesResolver } from "@/components/forms/rules-resolver";
import { useActionForm } from "@/components/forms/use-action-form";
import { useWords } from "@/components/i18n/words-context";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { profileImageRule, REMOVE_IMAGE_FIELD } from "@/lib/profile/image-rules";
import { firstNameRule, lastNameRule } from "@/lib/validations/auth-rules";
import type { ProfileNames } from "@/lib/validations/profile";
import { saveProfileAction } from "../actions";
import { IMAGE_ANSWER_KEYS } from "@/lib/profile/image-answer-keys";
import { ProfileImageField } from "./profile-image-field";

type Values = { firstName: string; lastName: string; image?: File; [REMOVE_IMAGE_FIELD]: boolean };

const namesResolver = rulesResolver<Values>({ firstName: firstNameRule, lastName: lastNameRule });

/**
 * The rules the server checks, without zod in the page's first load (docs/decisions/0040-one-way-to-write-a-form.md):
 * the names by the signup rules, a chosen file by its size and first bytes.
 */
const resolver: Resolver<Values> = async (values, context, options) => {
  const names = await namesResolver(values, context, options);
  const refused = values.image ? await profileImageRule(values.image) : null;
  if (!refused) return names;
  return { values: {}, errors: { ...names.errors, image: { type: "rule", message: refused } } };
};

export type ProfileFormProps = {
  firstName: string;
  lastName: string;
  image: string | null;
  initials: string;
};

/**
 * Edit Profile's form: names and an image in one post to saveProfileAction, the file a field of the
 * form, so it works before JavaScript has loaded (docs/decisions/0040-one-way-to-write-a-form.md).
 * Once hydrated, the server's rules check the names and the chosen file first. After a
 * save, `onSaved` (the dialog closes) or, on the page of its own, back to /profile.
 */
export function ProfileForm({ firstName, lastName, image, initials, onSaved, cancel }: ProfileFormProps & { onSaved?: () => void; cancel: ReactNode }) {
  const t = useWords("ProfileForms");
  const router = useRouter();
  const { form, field, errorOf, status, pending, formProps } = useActionForm<Values, ProfileNames>(saveProfileAction, {
    defaults: { firstName, lastName, image: undefined, [REMOVE_IMAGE_FIELD]: false },
    resolver,
    unreachable: t("saveUnreachable"),
    onDone: () => {
      notify("success", t("saved"));
      if (onSaved) {
        onSaved();
        // The action refreshed the page's data; the image's URL changed too, so this is the new one.
        router.refresh();
      } else router.push("/profile");
    },
  });
  const removing = useWatch({ control: form.control, name: REMOVE_IMAGE_FIELD });
  const chosen = useWatch({ control: form.control, name: "image" });
  // The browser's own check of the file speaks the rules' English: said here in the reader's words.
  const imageError = errorOf("image");
  const imageKey = imageError && IMAGE_ANSWER_KEYS.get(imageError);

  return (
    <form {...formProps} className="flex flex-col gap-4">
      <TextField label={t("firstName")} autoComplete="given-name" error={errorOf("firstName")} {...field("firstName")} />
      <TextField label={t("lastName")} autoComplete="family-name" error={errorOf("lastName")} {...field("lastName")} />
      <ProfileImageField
        current={removing ? null : image}
        initials={initials}
        error={imageKey ? t(imageKey) : imageError}
        onChoose={(file) => form.setValue("image", file, { shouldDirty: true, shouldValidate: true })}
        remove={image !== null && !chosen ? field(REMOVE_IMAGE_FIELD) : undefined}
      />
      <p role="status" aria-live="polite" className="min-h-5 text-sm text-danger">
        {status}
      </p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {cancel}
        <Button type="submit" disabled={pending}>
          {pending ? t("saving") : t("save")}
        </Button>
      </div>
    </form>
  );
}
