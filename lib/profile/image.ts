import "server-only";
import { createHash } from "node:crypto";
import sharp from "sharp";
import { PROFILE_IMAGE_SIZE, PROFILE_IMAGE_UNREADABLE } from "./image-rules";

export type ProcessedImage = { bytes: Buffer; contentType: "image/webp"; width: number; height: number; etag: string };

// Refuse decompression bombs: a 2 MB file can still claim a gigapixel canvas.
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Re-encodes an accepted upload as a 256 px square WebP. Decoding and encoding anew means only
 * pixels survive: EXIF (GPS, camera), ICC comments and anything smuggled after the image data are
 * dropped (sharp writes no metadata unless asked). The orientation is applied first so a phone
 * photo stays upright once its EXIF is gone. Throws `UnreadableImageError` for broken data.
 */
export async function processProfileImage(input: Uint8Array): Promise<ProcessedImage> {
  try {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error", animated: false })
      .rotate()
      .resize(PROFILE_IMAGE_SIZE, PROFILE_IMAGE_SIZE, { fit: "cover", position: "attention" })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const etag = createHash("sha256").update(data).digest("base64url").slice(0, 22);
    return { bytes: data, contentType: "image/webp", width: info.width, height: info.height, etag };
  } catch (cause) {
    throw new UnreadableImageError(cause);
  }
}

export class UnreadableImageError extends Error {
  constructor(cause: unknown) {
    super(PROFILE_IMAGE_UNREADABLE, { cause });
    this.name = "UnreadableImageError";
  }
}
