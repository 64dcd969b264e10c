import { z } from "zod";
import { PROFILE_IMAGE_NOT_AN_IMAGE, profileImageRule } from "@/lib/profile/image-rules";
import { FIRST_NAME_REQUIRED, firstNameRule, LAST_NAME_REQUIRED, lastNameRule } from "./auth-rules";
import { checked } from "./auth";

/** The names as the Edit Profile form checks them (the signup rules, lib/validations/auth-rules.ts) and the save action accepts them. */
export const profileNamesSchema = z.object({
  firstName: checked(firstNameRule, FIRST_NAME_REQUIRED),
  lastName: checked(lastNameRule, LAST_NAME_REQUIRED),
});

/** A profile image judged by profileImageRule (async: a File is read lazily), on the bytes the server received. */
export const profileImageFileSchema = z.instanceof(Blob, { error: PROFILE_IMAGE_NOT_AN_IMAGE }).superRefine(async (file, ctx) => {
  const message = await profileImageRule(file);
  if (message) ctx.addIssue({ code: "custom", message });
});

export type ProfileNames = z.infer<typeof profileNamesSchema>;
