/**
 * When an item written without a connection is credited (docs/decisions/0046-the-daily-practice-offline.md).
 * Pure. The device says when the person wrote it; the device's clock may be wrong and a sender may
 * lie, so that moment is believed only within bounds: near the time inside the item's own UUIDv7
 * (made on the device at the same moment), never after the server received it, never before the
 * account existed, never older than the outbox keeps things. An entry written at 23:50 and synced
 * at 08:00 is credited at 23:50, so it belongs to the evening before.
 */
import { isKnownTimeZone } from "@/lib/time/zone";
import { localDay } from "@/lib/time/day";

/** How far the written moment may stray from the id's own time before the id's time is used. */
export const CLOCK_SKEW_MS = 5 * 60_000;
/** The oldest moment an item is credited: anything older counts on that oldest day. */
export const OLDEST_CREDIT_MS = 14 * 24 * 60 * 60_000;

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** The milliseconds a UUIDv7 carries in its first 48 bits, or null when `id` is not a UUIDv7. */
export function uuidV7Time(id: string): number | null {
  if (!UUID_V7.test(id)) return null;
  return Number.parseInt(id.slice(0, 8) + id.slice(9, 13), 16);
}

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

export type CreditInput = {
  /** The item's UUIDv7, made on the device when it was written. */
  id: string;
  /** The moment written on the device (ISO 8601). */
  writtenAt: string;
  /** When the server received it. */
  receivedAt: Date | number;
  /** When the account was made: nothing is credited before it. */
  accountCreatedAt: Date | number;
};

/** The instant an item counts at. */
export function creditedInstant({ id, writtenAt, receivedAt, accountCreatedAt }: CreditInput): Date {
  const received = Number(receivedAt);
  const idTime = uuidV7Time(id) ?? received;
  const written = Date.parse(writtenAt);
  const claimed = clamp(Number.isFinite(written) ? written : idTime, idTime - CLOCK_SKEW_MS, idTime + CLOCK_SKEW_MS);
  const earliest = Math.min(received, Math.max(received - OLDEST_CREDIT_MS, Number(accountCreatedAt)));
  return new Date(clamp(claimed, earliest, received));
}

/**
 * The calendar day an item is credited to: the credited instant read in the zone the device was
 * in when the person wrote it, or in their saved zone when the device's is not one the app knows.
 */
export function creditedDay(at: Date, deviceZone: string, savedZone: string): string {
  return localDay(at, isKnownTimeZone(deviceZone) ? deviceZone : savedZone);
}
