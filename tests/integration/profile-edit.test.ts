import sharp from "sharp";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { validationRef } from "@/lib/i18n/validation-ref";
import { getProfileImage } from "@/lib/data/profile";
import { createUser, deleteUser, getUserById, type User } from "@/lib/data/users";
import {
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_IMAGE_NOT_AN_IMAGE,
  PROFILE_IMAGE_TOO_LARGE,
  PROFILE_IMAGE_TOO_MANY_PIXELS,
  PROFILE_IMAGE_UNREADABLE,
} from "@/lib/profile/image-rules";

// The route handler and services run for real on PGlite; only the session lookup is stood in for.
const session = vi.hoisted(() => ({ user: null as User | null }));
vi.mock("@/lib/auth/session", () => ({
  getCurrentUser: async () => (session.user ? { user: session.user, claims: { uid: session.user.id, sv: 0, rc: true, rm: true, lat: 0 } } : null),
}));
// A signed-out answer reads the locale cookie and the browser's languages: a request with neither.
vi.mock("next/headers", () => ({ headers: async () => new Headers() }));

const { GET, PUT, DELETE } = await import("@/app/api/user/me/avatar/route");
const { PROFILE_IMAGE_TOO_MANY, PROFILE_IMAGE_UPLOADS, updateProfileNames, uploadProfileImage } = await import("@/lib/profile/service");
const { buildAccountExport } = await import("@/lib/account/export");

const AVATAR_URL = "http://localhost/api/user/me/avatar";
const put = (body: BodyInit, headers: Record<string, string> = {}) => PUT(new Request(AVATAR_URL, { method: "PUT", body, headers }));
const get = (headers: Record<string, string> = {}) => GET(new Request(AVATAR_URL, { headers }));

/** A real 800x600 PNG with EXIF (camera make, a GPS-like comment) that must not survive. */
const realPng = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 63, g: 116, b: 102 } } })
    .png()
    .withExif({ IFD0: { Make: "SecretCam", ImageDescription: "home at 51.5N 0.1W" } })
    .toBuffer();

const signIn = async () => {
  session.user = (await createUser({ email: `profile-${crypto.randomUUID()}@example.com`, firstName: "Asha", lastName: "Rao", passwordHash: "x" }))!;
  return session.user;
};

beforeEach(() => {
  session.user = null;
});

describe("profile image upload (PUT /api/user/me/avatar)", () => {
  it("accepts a real PNG and stores it re-encoded as a 256 px WebP without its metadata", async () => {
    const user = await signIn();
    const original = await realPng();
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const response = await put(new Uint8Array(original), { "content-type": "image/png" });
    expect(response.status).toBe(200);
    const { image } = (await response.json()) as { image: string };

    const stored = (await getProfileImage(user.id))!;
    expect(stored).toMatchObject({ contentType: "image/webp", width: 256, height: 256 });
    const meta = await sharp(stored.bytes).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    expect(stored.bytes.includes(Buffer.from("SecretCam"))).toBe(false);
    expect(image).toBe(`/api/user/me/avatar?v=${stored.etag}`);
    expect((await getUserById(user.id))?.image).toBe(image);
  });

  it("refuses a text file named .png by its bytes, with a message, storing nothing", async () => {
    const user = await signIn();
    const response = await put(new TextEncoder().encode("just some notes, renamed avatar.png\n"), { "content-type": "image/png" });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ message: PROFILE_IMAGE_NOT_AN_IMAGE, fieldErrors: { image: [PROFILE_IMAGE_NOT_AN_IMAGE] } });
    expect(await getProfileImage(user.id)).toBeNull();
    expect((await getUserById(user.id))?.image).toBeNull();
  });

  it("refuses more than 2 MB whatever Content-Length says, and broken data behind a PNG signature", async () => {
    const user = await signIn();
    const big = new Uint8Array(PROFILE_IMAGE_MAX_BYTES + 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const tooLarge = await put(big);
    expect(tooLarge.status).toBe(413);
    expect((await tooLarge.json()).message).toBe(PROFILE_IMAGE_TOO_LARGE);
    // A streamed body with no Content-Length is counted as it arrives.
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 3; i++) controller.enqueue(new Uint8Array(1024 * 1024));
        controller.close();
      },
    });
    const streamed = await PUT(new Request(AVATAR_URL, { method: "PUT", body: stream, duplex: "half" } as RequestInit));
    expect(streamed.status).toBe(413);
    // The service refuses the same size when called without the route's stream guard.
    expect(await uploadProfileImage(big)).toMatchObject({ ok: false, status: 413, message: PROFILE_IMAGE_TOO_LARGE });

    const broken = new Uint8Array(2000);
    broken.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const unreadable = await put(broken);
    expect(unreadable.status).toBe(422);
    expect((await unreadable.json()).message).toBe(PROFILE_IMAGE_UNREADABLE);

    // A tiny file that unpacks to 36 megapixels: refused from its header, before decoding.
    const bomb = await sharp({ create: { width: 6000, height: 6000, channels: 3, background: "#fff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.byteLength).toBeLessThan(PROFILE_IMAGE_MAX_BYTES);
    const tooManyPixels = await put(new Uint8Array(bomb));
    expect(tooManyPixels.status).toBe(422);
    expect((await tooManyPixels.json()).message).toBe(PROFILE_IMAGE_TOO_MANY_PIXELS);
    expect(await getProfileImage(user.id)).toBeNull();
  });

  it("accepts JPEG and WebP too, and refuses a signed-out or cross-site upload", async () => {
    await signIn();
    const base = sharp({ create: { width: 300, height: 500, channels: 3, background: "#e07a5f" } });
    expect((await put(new Uint8Array(await base.clone().jpeg().toBuffer()))).status).toBe(200);
    expect((await put(new Uint8Array(await base.clone().webp().toBuffer()))).status).toBe(200);
    expect((await put(new Uint8Array(await realPng()), { origin: "https://evil.example" })).status).toBe(403);
    session.user = null;
    expect((await put(new Uint8Array(await realPng()))).status).toBe(401);
  });
});

describe("upload rate limit", () => {
  it("refuses a person's uploads past the hourly limit with a message, keeping the picture they have; others are unaffected", async () => {
    const user = await signIn();
    const small = new Uint8Array(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: "#5e9e6e" } })
        .png()
        .toBuffer(),
    );
    for (let i = 0; i < PROFILE_IMAGE_UPLOADS.limit; i++) expect((await put(small)).status).toBe(200);
    const kept = (await getProfileImage(user.id))!.etag;

    const refused = await put(new Uint8Array(await realPng()));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ message: PROFILE_IMAGE_TOO_MANY, fieldErrors: { image: [PROFILE_IMAGE_TOO_MANY] } });
    expect((await getProfileImage(user.id))!.etag).toBe(kept);

    await signIn();
    expect((await put(small)).status).toBe(200);
  });
});

describe("serving the image (GET /api/user/me/avatar)", () => {
  it("serves it to its owner only, privately, with an ETag that answers 304", async () => {
    const owner = await signIn();
    await put(new Uint8Array(await realPng()));
    const stored = (await getProfileImage(owner.id))!;

    const response = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe("private, no-cache");
    const etag = response.headers.get("etag");
    expect(etag).toBe(`"${stored.etag}"`);
    expect(Buffer.from(await response.arrayBuffer()).equals(stored.bytes)).toBe(true);

    const again = await get({ "if-none-match": etag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect((await get({ "if-none-match": '"something-else"' })).status).toBe(200);

    // Another person, signed in, gets their own (none), never the owner's bytes.
    await signIn();
    const other = await get({ "if-none-match": etag! });
    expect(other.status).toBe(404);
    session.user = null;
    expect((await get()).status).toBe(401);
  });

  it("removes it on DELETE, and the account's deletion takes it along", async () => {
    const user = await signIn();
    await put(new Uint8Array(await realPng()));
    expect((await DELETE(new Request(AVATAR_URL, { method: "DELETE" }))).status).toBe(200);
    expect(await getProfileImage(user.id)).toBeNull();
    expect((await getUserById(user.id))?.image).toBeNull();

    await put(new Uint8Array(await realPng()));
    expect(await getProfileImage(user.id)).not.toBeNull();
    await deleteUser(user.id);
    expect(await getProfileImage(user.id)).toBeNull();
  });

  it("is in the account export as a data URL, with no image saying null", async () => {
    const user = await signIn();
    expect((await buildAccountExport((await getUserById(user.id))!)).profileImage).toBeNull();
    await put(new Uint8Array(await realPng()));
    const exported = await buildAccountExport((await getUserById(user.id))!);
    expect(exported.profileImage).toMatchObject({ contentType: "image/webp", width: 256, height: 256 });
    const bytes = Buffer.from(exported.profileImage!.dataUrl.replace(/^data:image\/webp;base64,/, ""), "base64");
    expect(bytes.equals((await getProfileImage(user.id))!.bytes)).toBe(true);
  });
});

describe("profile names", () => {
  it("saves trimmed names and refuses empty or over-80-character ones", async () => {
    const user = await signIn();
    expect(await updateProfileNames({ firstName: "  Maya ", lastName: " Kapoor  " })).toEqual({ ok: true, data: { firstName: "Maya", lastName: "Kapoor" } });
    expect(await getUserById(user.id)).toMatchObject({ firstName: "Maya", lastName: "Kapoor" });
    expect(await updateProfileNames({ firstName: " ", lastName: "x".repeat(81) })).toMatchObject({
      ok: false,
      status: 422,
      fieldErrors: { firstName: [validationRef("firstNameRequired")], lastName: [validationRef("tooLong", { max: 80 })] },
    });
    expect(await updateProfileNames({ firstName: "A", lastName: "x".repeat(80) })).toMatchObject({ ok: true });
    session.user = null;
    expect(await updateProfileNames({ firstName: "A", lastName: "B" })).toMatchObject({ ok: false, status: 401 });
  });
});
