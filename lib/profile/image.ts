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
    // Only the header is read here, so sharp's own pixel limit is lifted: a canvas over it gets the
    // "too many pixels" answer below, not "could not be read".
    header = await sharp(input, { limitInputPixels: false }).metadata();
  } catch (cause) {
    throw new RefusedImageError(PROFILE_IMAGE_UNREADABLE, cause);
  }
  if ((header.width ?? 0) * (header.height ?? 0) > PROFILE_IMAGE_MAX_PIXELS) throw new RefusedImageError(PROFILE_IMAGE_TOO_MANY_PIXELS);
  return inDecodeSlot(() => reencode(input));
}

/** Decodes running at once: each holds up to ~100 MB and a core, so more uploads wait their turn. */
export const MAX_CONCURRENT_DECODES = 2;
/** How many decodes run now and the most seen at once (tests read it). */
export const decodeLoad = { active: 0, peak: 0 };
const waiting: (() => void)[] = [];

async function inDecodeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (decodeLoad.active >= MAX_CONCURRENT_DECODES) await new Promise<void>((resolve) => waiting.push(resolve));
  else decodeLoad.active += 1;
  decodeLoad.peak = Math.max(decodeLoad.peak, decodeLoad.active);
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, or is freed.
    const next = waiting.shift();
    if (next) next();
    else decodeLoad.active -= 1;
  }
}

async function reencode(input: Uint8Array): Promise<ProcessedImage> {
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
