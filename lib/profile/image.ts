import "server-only";
import { createHash } from "node:crypto";
import sharp, { type Metadata } from "sharp";
import { PROFILE_IMAGE_MAX_PIXELS, PROFILE_IMAGE_SIZE, PROFILE_IMAGE_TOO_MANY_PIXELS, PROFILE_IMAGE_UNREADABLE } from "./image-rules";

export type ProcessedImage = { bytes: Buffer; contentType: "image/webp"; width: number; height: number; etag: string };

/**
 * Re-encodes an accepted upload as a 256 px square WebP. Decoding and encoding anew means only
 * pixels survive: EXIF (GPS, camera), ICC comments and anything smuggled after the image data are
 * dropped (sharp writes no metadata unless asked). The orientation is applied first so a phone
 * photo stays upright once its EXIF is gone. Throws `RefusedImageError` for broken data or a
 * canvas too big to decode safely (its size is read from the header before any pixel is).
 */
export async function processProfileImage(input: Uint8Array): Promise<ProcessedImage> {
  let header: Metadata;
  try {
    header = await sharp(input).metadata();
  } catch (cause) {
    throw new RefusedImageError(PROFILE_IMAGE_UNREADABLE, cause);
  }
  if ((header.width ?? 0) * (header.height ?? 0) > PROFILE_IMAGE_MAX_PIXELS) throw new RefusedImageError(PROFILE_IMAGE_TOO_MANY_PIXELS);
  try {
    const { data, info } = await sharp(input, { limitInputPixels: PROFILE_IMAGE_MAX_PIXELS, failOn: "error", animated: false })
      .rotate()
      .resize(PROFILE_IMAGE_SIZE, PROFILE_IMAGE_SIZE, { fit: "cover", position: "attention" })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const etag = createHash("sha256").update(data).digest("base64url").slice(0, 22);
    return { bytes: data, contentType: "image/webp", width: info.width, height: info.height, etag };
  } catch (cause) {
    throw new RefusedImageError(PROFILE_IMAGE_UNREADABLE, cause);
  }
}

export class RefusedImageError extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
    this.name = "RefusedImageError";
  }
}
