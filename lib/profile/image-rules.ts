// The profile image rules as plain data and one pure check, so the browser (before uploading) and
// the server (on the bytes it received) refuse the same files with the same words.

/** Largest image accepted, in bytes (2 MB), before it is re-encoded. */
export const PROFILE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** Stored images are squares of this many pixels: enough for a 72 px avatar at 3x density. */
export const PROFILE_IMAGE_SIZE = 256;

/**
 * Most pixels decoded (16 megapixels, a 4896 x 3264 phone photo): a small file can still claim a
 * huge canvas, and a 25-megapixel 16-bit PNG took 1.4-2.7 s and 145 MB to decode for a 256 px result.
 */
export const PROFILE_IMAGE_MAX_PIXELS = 16_000_000;

export const PROFILE_IMAGE_TOO_MANY_PIXELS = "That image has too many pixels (over 16 megapixels). Please choose a smaller one.";
export const PROFILE_IMAGE_TOO_LARGE = "That image is larger than 2 MB. Please choose a smaller one.";
export const PROFILE_IMAGE_NOT_AN_IMAGE = "That file is not a PNG, JPEG or WebP image. Please choose a photo in one of those formats.";
export const PROFILE_IMAGE_UNREADABLE = "That image could not be read. Please try another one.";
export const PROFILE_IMAGE_EMPTY = "That file is empty. Please choose an image.";

export type ProfileImageType = "image/png" | "image/jpeg" | "image/webp";

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;
const JPEG = [0xff, 0xd8, 0xff] as const;
const RIFF = [0x52, 0x49, 0x46, 0x46] as const; // "RIFF"
const WEBP = [0x57, 0x45, 0x42, 0x50] as const; // "WEBP" at offset 8

/** Bytes needed to tell the three formats apart. */
const PROFILE_IMAGE_SNIFF_BYTES = 12;

/**
 * What the file's first bytes say it is (its magic number), or null. The name and the declared
 * type are ignored: a text file renamed .png is still text.
 */
export function sniffImageType(bytes: Uint8Array): ProfileImageType | null {
  if (startsWith(bytes, PNG)) return "image/png";
  if (startsWith(bytes, JPEG)) return "image/jpeg";
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return "image/webp";
  return null;
}

/**
 * A chosen image judged by its size and its first bytes, never its name or declared type: a
 * message when it is refused, else null. The form checks the chosen file with it, and the server's
 * schema (lib/validations/profile.ts) the bytes it received.
 */
export async function profileImageRule(file: Blob): Promise<string | null> {
  if (file.size === 0) return PROFILE_IMAGE_EMPTY;
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return PROFILE_IMAGE_TOO_LARGE;
  const head = new Uint8Array(await file.slice(0, PROFILE_IMAGE_SNIFF_BYTES).arrayBuffer());
  return sniffImageType(head) === null ? PROFILE_IMAGE_NOT_AN_IMAGE : null;
}

/** The Edit Profile checkbox that removes the current image (when no new one is chosen). */
export const REMOVE_IMAGE_FIELD = "removeImage";
