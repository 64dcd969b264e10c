import "server-only";
import { eq } from "drizzle-orm";
import { profileImages, users, type ProfileImage } from "@/db/schema";
import { db } from "./db";

/** The URL the app shows a profile image at; the version changes with the image, so no stale copy lingers. */
function profileImagePath(etag: string): string {
  return `/api/user/me/avatar?v=${encodeURIComponent(etag)}`;
}

/** Saves the user's first and last name; false when the user is gone. */
export async function updateUserNames(userId: string, names: { firstName: string; lastName: string }): Promise<boolean> {
  const rows = await db().update(users).set(names).where(eq(users.id, userId)).returning({ id: users.id });
  return rows.length === 1;
}

/**
 * Stores (or replaces) the user's processed profile image and points `users.image` at it in the
 * same transaction, so every place that shows the avatar (header, profile, menu) reads one column.
 */
export async function saveProfileImage(userId: string, image: Pick<ProfileImage, "bytes" | "contentType" | "width" | "height" | "etag">): Promise<string> {
  const path = profileImagePath(image.etag);
  await db().transaction(async (tx) => {
    const values = { ...image, updatedAt: new Date() };
    await tx
      .insert(profileImages)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: profileImages.userId, set: values });
    await tx.update(users).set({ image: path }).where(eq(users.id, userId));
  });
  return path;
}

/** The user's own stored profile image, or null. Scoped by the owner's id: nobody else's can come back. */
export async function getProfileImage(userId: string): Promise<ProfileImage | null> {
  const [row] = await db().select().from(profileImages).where(eq(profileImages.userId, userId)).limit(1);
  return row ?? null;
}

/** Removes the user's stored image and the pointer to it; true when there was one. */
export async function deleteProfileImage(userId: string): Promise<boolean> {
  return db().transaction(async (tx) => {
    const rows = await tx.delete(profileImages).where(eq(profileImages.userId, userId)).returning({ userId: profileImages.userId });
    await tx.update(users).set({ image: null }).where(eq(users.id, userId));
    return rows.length === 1;
  });
}
