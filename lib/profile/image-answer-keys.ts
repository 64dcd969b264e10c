import type { Messages } from "next-intl";
import {
  PROFILE_IMAGE_EMPTY,
  PROFILE_IMAGE_NOT_AN_IMAGE,
  PROFILE_IMAGE_TOO_LARGE,
  PROFILE_IMAGE_TOO_MANY_PIXELS,
  PROFILE_IMAGE_UNREADABLE,
} from "@/lib/profile/image-rules";

/**
 * The image rules' refusals (lib/profile/image-rules.ts, in English for the JSON API and the
 * tests) by their words in the ProfileForms catalogue: the browser's check of a chosen file and
 * the server's answer to a posted one say them in the reader's language.
 */
export const IMAGE_ANSWER_KEYS: ReadonlyMap<string, keyof Messages["ProfileForms"]> = new Map([
  [PROFILE_IMAGE_TOO_MANY_PIXELS, "imageTooManyPixels"],
  [PROFILE_IMAGE_TOO_LARGE, "imageTooLarge"],
  [PROFILE_IMAGE_NOT_AN_IMAGE, "imageNotAnImage"],
  [PROFILE_IMAGE_UNREADABLE, "imageUnreadable"],
  [PROFILE_IMAGE_EMPTY, "imageEmpty"],
]);
