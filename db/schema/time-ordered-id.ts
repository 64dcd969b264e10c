/**
 * UUIDv7 ids (RFC 9562) that sort in the order this process made them, even within a millisecond.
 * Newest-first reads order by (created_at, id): the embedded database's clock only has millisecond
 * resolution, so two rows written in the same millisecond tie on created_at, and a random v4 id
 * would then pick the "newest" by chance. A 12-bit counter after the version bits keeps
 * ids made in one millisecond in sequence. Rows written before this, with v4 ids, keep their own.
 */
let lastMs = 0;
let counter = 0;

export function timeOrderedId(): string {
  let ms = Date.now();
  if (ms > lastMs) {
    counter = 0;
  } else {
    // Same millisecond (or the clock stepped back): continue from the last id.
    ms = lastMs;
    counter += 1;
    if (counter > 0xfff) {
      ms += 1;
      counter = 0;
    }
  }
  lastMs = ms;
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  for (let i = 0; i < 6; i++) bytes[i] = Math.floor(ms / 2 ** (8 * (5 - i))) & 0xff;
  bytes[6] = 0x70 | (counter >> 8);
  bytes[7] = counter & 0xff;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
