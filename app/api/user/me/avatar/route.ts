import { NextResponse } from "next/server";
import { jsonError, notSignedIn, resultResponse } from "@/lib/http/json";
import { readBytesWithin } from "@/lib/http/bytes";
import { rejectCrossSite } from "@/lib/http/same-origin";
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_TOO_LARGE } from "@/lib/profile/image-rules";
import { removeProfileImage, uploadProfileImage } from "@/lib/profile/service";
import { getCurrentUser } from "@/lib/auth/session";
import { getProfileImage } from "@/lib/data/profile";
import { withInputErrors } from "@/lib/http/input-errors";

// The image is the owner's only: never kept by a shared cache, always revalidated by the browser
// (the ETag makes that a 304 with no body), and a different cookie is a different answer.
const CACHE_HEADERS = { "Cache-Control": "private, no-cache", Vary: "Cookie" };

/** True when an If-None-Match header lists this ETag (weak or strong, or `*`). */
function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t.replace(/^W\//, "") === etag;
  });
}

/** GET → the signed-in user's own profile image (WebP), 304 when unchanged, 404 when none. */
export const GET = withInputErrors(async function get(request: Request) {
  const current = await getCurrentUser();
  if (!current) return notSignedIn();
  const image = await getProfileImage(current.user.id);
  if (!image) return jsonError(404, "No profile image");
  const etag = `"${image.etag}"`;
  if (matches(request.headers.get("if-none-match"), etag)) {
    return new NextResponse(null, { status: 304, headers: { ...CACHE_HEADERS, ETag: etag } });
  }
  return new NextResponse(new Uint8Array(image.bytes), {
    headers: {
      ...CACHE_HEADERS,
      ETag: etag,
      "Content-Type": image.contentType,
      "Content-Length": String(image.bytes.byteLength),
      "Last-Modified": image.updatedAt.toUTCString(),
    },
  });
});

/**
 * PUT with the image file as the raw body → { image } (its new URL). A route handler rather than a
 * server action: actions keep Next's 1 MB body limit (raising it would raise it for every action,
 * each a public endpoint), while this one place accepts 2 MB and refuses more with a message.
 */
export const PUT = withInputErrors(async function put(request: Request) {
  const crossSite = rejectCrossSite(request);
  if (crossSite) return crossSite;
  if (!(await getCurrentUser())) return notSignedIn();
  const bytes = await readBytesWithin(request, PROFILE_IMAGE_MAX_BYTES);
  if (!bytes) return jsonError(413, PROFILE_IMAGE_TOO_LARGE, { image: [PROFILE_IMAGE_TOO_LARGE] });
  return resultResponse(await uploadProfileImage(bytes));
});

/** DELETE → removes the profile image; the avatar shows initials again. */
export const DELETE = withInputErrors(async function remove(request: Request) {
  const crossSite = rejectCrossSite(request);
  if (crossSite) return crossSite;
  return resultResponse(await removeProfileImage());
});
