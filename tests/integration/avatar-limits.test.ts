import { deflateSync } from "node:zlib";
import sharp from "sharp";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { createUser, type User } from "@/lib/data/users";
import { PROFILE_IMAGE_MAX_PIXELS, PROFILE_IMAGE_TOO_MANY_PIXELS } from "@/lib/profile/image-rules";

// Avatars are stored at 256 px, so a canvas far larger is refused from its header before any
// pixel is decoded, and only a few decodes run at once however many uploads arrive together.

const session = vi.hoisted(() => ({ user: null as User | null }));
vi.mock("@/lib/auth/session", () => ({
  getCurrentUser: async () => (session.user ? { user: session.user, claims: { uid: session.user.id, sv: 0, rc: true, rm: true, lat: 0 } } : null),
}));

const { PUT } = await import("@/app/api/user/me/avatar/route");
const { uploadProfileImage } = await import("@/lib/profile/service");
const { decodeLoad, MAX_CONCURRENT_DECODES, processProfileImage } = await import("@/lib/profile/image");

beforeAll(async () => {
  session.user = (await createUser({ email: "avatar-limits@example.com", firstName: "Asha", lastName: "Rao", passwordHash: null }))!;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of a few dozen bytes whose header claims a `width` x `height` canvas (16 bits per channel). */
function claimedPng(width: number, height: number): Uint8Array<ArrayBuffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 16;
  header[9] = 2;
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Uint8Array.from(Buffer.concat([signature, chunk("IHDR", header), chunk("IDAT", deflateSync(Buffer.alloc(64))), chunk("IEND", Buffer.alloc(0))]));
}

describe("avatar canvases", () => {
  it("refuses 20 megapixels from the header, over the 16 megapixel limit", async () => {
    expect(5000 * 4000).toBeGreaterThan(PROFILE_IMAGE_MAX_PIXELS);
    const response = await PUT(new Request("http://localhost/api/user/me/avatar", { method: "PUT", body: claimedPng(5000, 4000) }));
    expect(response.status).toBe(422);
    expect((await response.json()).message).toBe(PROFILE_IMAGE_TOO_MANY_PIXELS);
  });

  it("says 'too many pixels' for a canvas over sharp's own limit (400 megapixels), not 'could not be read'", async () => {
    expect(await uploadProfileImage(claimedPng(20_000, 20_000))).toMatchObject({ ok: false, status: 422, message: PROFILE_IMAGE_TOO_MANY_PIXELS });
  });

  it("still takes a 12 megapixel photo", async () => {
    const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: "#3F7466" } })
      .jpeg()
      .toBuffer();
    expect(await uploadProfileImage(new Uint8Array(photo))).toMatchObject({ ok: true });
  });

  it(`decodes at most ${MAX_CONCURRENT_DECODES} images at once, and every upload still gets its answer`, async () => {
    const images = await Promise.all(
      [0, 1, 2, 3, 4, 5].map((i) =>
        sharp({ create: { width: 1200 + i, height: 900, channels: 3, background: "#e07a5f" } })
          .png()
          .toBuffer(),
      ),
    );
    decodeLoad.peak = 0;
    const results = await Promise.all(images.map((image) => processProfileImage(new Uint8Array(image))));
    expect(results.map((r) => r.width)).toEqual([256, 256, 256, 256, 256, 256]);
    expect(decodeLoad.peak).toBe(MAX_CONCURRENT_DECODES);
    expect(decodeLoad.active).toBe(0);
  });
});
