import { z } from "zod";
import { NAME_MAX, NAME_TOO_LONG } from "@/lib/validations/auth-rules";
import { isStorableText, UNSTORABLE_TEXT } from "./storable-text";
import {
  PROFILE_IMAGE_EMPTY,
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_IMAGE_NOT_AN_IMAGE,
  PROFILE_IMAGE_SNIFF_BYTES,
  PROFILE_IMAGE_TOO_LARGE,
  sniffImageType,
} from "@/lib/profile/image-rules";

// The signup limit, so a name someone signed up with can always be saved again here.
const name = (required: string) => z.string({ error: required }).trim().min(1, required).max(NAME_MAX, NAME_TOO_LONG).refine(isStorableText, UNSTORABLE_TEXT);

/** The names as the Edit Profile form checks them and the save action accepts them. */
export const profileNamesSchema = z.object({
  firstName: name("First name is required"),
  lastName: name("Last name is required"),
});

/**
 * A profile image judged by its size and its first bytes (async: a File is read lazily). The
 * browser checks the chosen file with it; the upload route checks the bytes it got with it too.
 */
export const profileImageFileSchema = z
  .instanceof(Blob, { error: PROFILE_IMAGE_NOT_AN_IMAGE })
  .refine((file) => file.size > 0, { error: PROFILE_IMAGE_EMPTY, abort: true })
  .refine((file) => file.size <= PROFILE_IMAGE_MAX_BYTES, { error: PROFILE_IMAGE_TOO_LARGE, abort: true })
  .refine(async (file) => sniffImageType(new Uint8Array(await file.slice(0, PROFILE_IMAGE_SNIFF_BYTES).arrayBuffer())) !== null, PROFILE_IMAGE_NOT_AN_IMAGE);

/** The whole Edit Profile form: names, and an image only when one was chosen. */
export const profileFormSchema = profileNamesSchema.extend({ image: profileImageFileSchema.optional() });

export type ProfileNames = z.infer<typeof profileNamesSchema>;
export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileFormValues = z.output<typeof profileFormSchema>;
