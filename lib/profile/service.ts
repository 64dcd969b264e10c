import "server-only";
import { fail, ok, type ActionResult } from "@/lib/action-result";
import { getCurrentUser } from "@/lib/auth/session";
import { deleteProfileImage, saveProfileImage, updateUserNames } from "@/lib/data/profile";
import { hitRateLimit } from "@/lib/data/rate-limits";
import { profileImageFileSchema, profileNamesSchema, type ProfileNames } from "@/lib/validations/profile";
import { invalidInput } from "@/lib/validations/result";
import { processProfileImage, RefusedImageError } from "./image";
import { PROFILE_IMAGE_TOO_LARGE, PROFILE_IMAGE_UNREADABLE } from "./image-rules";
import { SIGNED_OUT } from "@/lib/auth/signed-out";

/** Uploads a person may make an hour. Each one is decoded and re-encoded, the dearest thing a signed-in request does. */
export const PROFILE_IMAGE_UPLOADS = { limit: 20, windowMs: 60 * 60_000 } as const;
export const PROFILE_IMAGE_TOO_MANY = "You have changed your picture many times this hour. Please try again a little later.";

/** Saves the signed-in user's first and last name (trimmed, each 1-80 characters). */
export async function updateProfileNames(input: unknown): Promise<ActionResult<ProfileNames>> {
  const parsed = profileNamesSchema.safeParse(input);
  if (!parsed.success) return invalidInput(parsed.error, "Please check your names.");
  const current = await getCurrentUser();
  if (!current) return fail(401, SIGNED_OUT);
  if (!(await updateUserNames(current.user.id, parsed.data))) return fail(401, SIGNED_OUT);
  return ok(parsed.data);
}

/**
 * Checks an uploaded image by its size and its bytes (never its name or declared type),
 * re-encodes it at 256 px and stores it for the signed-in user. Answers the image's new URL.
 * Every attempt counts towards PROFILE_IMAGE_UPLOADS, refused ones too: they cost the same to check.
 */
export async function uploadProfileImage(bytes: Uint8Array): Promise<ActionResult<{ image: string }>> {
  const current = await getCurrentUser();
  if (!current) return fail(401, SIGNED_OUT);
  const { limit, windowMs } = PROFILE_IMAGE_UPLOADS;
  if ((await hitRateLimit(`profileImagePerUser:${current.user.id}`, limit, windowMs)).limited) {
    return fail(429, PROFILE_IMAGE_TOO_MANY, { image: [PROFILE_IMAGE_TOO_MANY] });
  }
  const checked = await profileImageFileSchema.safeParseAsync(new Blob([bytes as Uint8Array<ArrayBuffer>]));
  if (!checked.success) {
    const message = checked.error.issues[0]?.message ?? PROFILE_IMAGE_UNREADABLE;
    return fail(message === PROFILE_IMAGE_TOO_LARGE ? 413 : 422, message, { image: [message] });
  }
  try {
    const processed = await processProfileImage(bytes);
    return ok({ image: await saveProfileImage(current.user.id, processed) });
  } catch (error) {
    if (error instanceof RefusedImageError) return fail(422, error.message, { image: [error.message] });
    throw error;
  }
}

/** The image part of an Edit Profile post: a chosen file, or a wish to remove the current image. */
export type ProfileImageChange = { file: Blob | null; remove: boolean };

// A file input left empty still posts an empty file (nameless from a plain form post, but it may
// arrive named when the script sent it), so an empty file counts as none chosen; the form's own
// check refuses an empty file that was chosen.
const chosen = (file: Blob | null): file is Blob => file !== null && file.size > 0;

/**
 * Edit Profile in one post: the names are checked first, so a refused name stores nothing; then a
 * chosen image is checked and stored by uploadProfileImage (same limits, same rate limit), or the
 * image removed when asked; then the names are saved. A refused image leaves the names unsaved too.
 */
export async function saveProfile(input: unknown, image: ProfileImageChange): Promise<ActionResult<ProfileNames>> {
  const names = profileNamesSchema.safeParse(input);
  if (!names.success) return invalidInput(names.error, "Please check your names.");
  if (chosen(image.file)) {
    const stored = await uploadProfileImage(new Uint8Array(await image.file.arrayBuffer()));
    if (!stored.ok) return stored;
  } else if (image.remove) {
    const removed = await removeProfileImage();
    if (!removed.ok) return removed;
  }
  return updateProfileNames(names.data);
}

/** Removes the signed-in user's profile image (the avatar falls back to initials). */
export async function removeProfileImage(): Promise<ActionResult<null>> {
  const current = await getCurrentUser();
  if (!current) return fail(401, SIGNED_OUT);
  await deleteProfileImage(current.user.id);
  return ok(null);
}
