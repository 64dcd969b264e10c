import "server-only";
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { env } from "@/lib/env";

/** What is stored for one encrypted text: all base64, plus the id of the key that sealed it. */
export type Sealed = { ciphertext: string; iv: string; authTag: string; keyId: string };

type DataKey = { id: string; key: Buffer };

const MISSING =
  "DATA_KEY is not set: journal text is encrypted at rest and needs a 32-byte key (base64 or hex). " +
  "`npm start` and `npm run dev` make a local one under .data/; a deployment must set its own.";

/** Reads a 32-byte key written as hex or base64(url); anything else is a configuration error. */
export function parseDataKey(text: string): DataKey {
  const value = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, "hex") : Buffer.from(value, "base64url");
  if (key.length !== 32) throw new Error("DATA_KEY must be 32 bytes, written as 64 hex characters or base64");
  // The id is a fingerprint, so it names the key without revealing it and rotation needs no bookkeeping.
  const id = createHash("sha256").update(key).digest("hex").slice(0, 16);
  return { id, key };
}

type Keys = { current: DataKey; all: Map<string, DataKey> };

// Parsed once per setting, not per text: a parse hashes each key for its id, and the export opens
// a journal of years in one request.
let parsedKeys: { from: string; keys: Keys } | null = null;

function keys(): Keys {
  const { DATA_KEY, DATA_KEY_PREVIOUS } = env();
  if (!DATA_KEY) throw new Error(MISSING);
  const from = `${DATA_KEY}|${DATA_KEY_PREVIOUS ?? ""}`;
  if (parsedKeys?.from !== from) parsedKeys = { from, keys: parseKeys(DATA_KEY, DATA_KEY_PREVIOUS) };
  return parsedKeys.keys;
}

function parseKeys(DATA_KEY: string, DATA_KEY_PREVIOUS: string | undefined): Keys {
  const current = parseDataKey(DATA_KEY);
  const all = new Map([[current.id, current]]);
  for (const old of (DATA_KEY_PREVIOUS ?? "").split(",").filter((k) => k.trim())) {
    const parsed = parseDataKey(old);
    all.set(parsed.id, parsed);
  }
  return { current, all };
}

/** Encrypts text with AES-256-GCM under the current DATA_KEY and a fresh 12-byte IV. */
export function seal(plaintext: string): Sealed {
  const { current } = keys();
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", current.key, iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return {
    ciphertext: ciphertext.toString("base64"),
    iv: iv.toString("base64"),
    authTag: cipher.getAuthTag().toString("base64"),
    keyId: current.id,
  };
}

/** Decrypts a sealed text; throws when its key is unknown or the data was tampered with. */
export function open(sealed: Sealed): string {
  return openWith(keys(), sealed);
}

/** Decrypts many sealed texts (the export's journal), reading the keys once. */
export function openAll(sealed: readonly Sealed[]): string[] {
  const known = keys();
  return sealed.map((s) => openWith(known, s));
}

function openWith(known: Keys, sealed: Sealed): string {
  const entry = known.all.get(sealed.keyId);
  if (!entry) throw new Error(`No DATA_KEY with id ${sealed.keyId} is configured (set it in DATA_KEY_PREVIOUS)`);
  const decipher = createDecipheriv("aes-256-gcm", entry.key, Buffer.from(sealed.iv, "base64"));
  decipher.setAuthTag(Buffer.from(sealed.authTag, "base64"));
  return Buffer.concat([decipher.update(Buffer.from(sealed.ciphertext, "base64")), decipher.final()]).toString("utf8");
}
