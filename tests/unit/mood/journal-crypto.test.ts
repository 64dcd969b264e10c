import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";

const keyA = randomBytes(32).toString("base64url");
const keyB = randomBytes(32).toString("hex");

/** A fresh copy of the module, reading the environment as it is now (env() caches per module). */
async function cryptoWith(vars: Record<string, string | undefined>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(vars)) {
    if (value === undefined) vi.stubEnv(name, "");
    else vi.stubEnv(name, value);
  }
  return import("@/lib/journal/crypto");
}

afterEach(() => vi.unstubAllEnvs());

describe("journal encryption", () => {
  it("round-trips text with AES-256-GCM and a fresh IV each time", async () => {
    const { seal, open } = await cryptoWith({ DATA_KEY: keyA });
    const one = seal("a quiet morning ☀️");
    const two = seal("a quiet morning ☀️");
    expect(one.ciphertext).not.toBe(two.ciphertext);
    expect(one.iv).not.toBe(two.iv);
    expect(Buffer.from(one.authTag, "base64")).toHaveLength(16);
    expect(open(one)).toBe("a quiet morning ☀️");
  });

  it("names each key by a fingerprint and still reads rows of a previous key after rotation", async () => {
    const before = await cryptoWith({ DATA_KEY: keyA, DATA_KEY_PREVIOUS: undefined });
    const old = before.seal("written before the rotation");
    const after = await cryptoWith({ DATA_KEY: keyB, DATA_KEY_PREVIOUS: keyA });
    const fresh = after.seal("written after");
    expect(fresh.keyId).not.toBe(old.keyId);
    expect(after.open(old)).toBe("written before the rotation");
    const forgotten = await cryptoWith({ DATA_KEY: keyB, DATA_KEY_PREVIOUS: undefined });
    expect(() => forgotten.open(old)).toThrow(/No DATA_KEY with id/);
  });

  it("refuses tampered ciphertext", async () => {
    const { seal, open } = await cryptoWith({ DATA_KEY: keyA });
    const sealed = seal("mine");
    const bytes = Buffer.from(sealed.ciphertext, "base64");
    bytes[0] = bytes[0]! ^ 0xff;
    expect(() => open({ ...sealed, ciphertext: bytes.toString("base64") })).toThrow();
  });

  it("fails clearly without a key or with a key of the wrong size", async () => {
    const missing = await cryptoWith({ DATA_KEY: undefined });
    expect(() => missing.seal("x")).toThrow(/DATA_KEY is not set/);
    expect(() => missing.parseDataKey("too-short")).toThrow(/32 bytes/);
  });
});
