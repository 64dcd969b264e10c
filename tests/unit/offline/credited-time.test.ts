import { v7 as uuidv7 } from "uuid";
import { describe, expect, it } from "vitest";
import { CLOCK_SKEW_MS, creditedDay, creditedInstant, OLDEST_CREDIT_MS, uuidV7Time } from "@/lib/offline/credited-time";

const HOUR = 3_600_000;
const idAt = (ms: number) => uuidv7({ msecs: ms });
const LONG_AGO = Date.UTC(2020, 0, 1);

describe("the time inside a UUIDv7", () => {
  it("reads the milliseconds it was made at, and nothing from other kinds of id", () => {
    const at = Date.UTC(2026, 10, 27, 18, 20, 0, 123);
    expect(uuidV7Time(idAt(at))).toBe(at);
    expect(uuidV7Time("6f1c2a4e-8d3b-4c5a-9e7f-0a1b2c3d4e5f")).toBeNull();
    expect(uuidV7Time("not an id")).toBeNull();
  });
});

describe("the day a late sync is credited to", () => {
  // 23:50 in Kolkata on 27 November is 18:20 UTC; the phone finds a connection at 08:00 the next morning.
  const written = Date.UTC(2026, 10, 27, 18, 20);
  const synced = Date.UTC(2026, 10, 28, 2, 30);

  it("an entry written at 23:50 and synced at 08:00 belongs to the evening before", () => {
    const at = creditedInstant({ id: idAt(written), writtenAt: new Date(written).toISOString(), receivedAt: synced, accountCreatedAt: LONG_AGO });
    expect(at.getTime()).toBe(written);
    expect(creditedDay(at, "Asia/Kolkata", "UTC")).toBe("2026-11-27");
    // Read in the server's zone it would have been the 27th too, but 10 minutes later it is the 28th in Kolkata.
    expect(creditedDay(new Date(written + 10 * 60_000), "Asia/Kolkata", "UTC")).toBe("2026-11-28");
  });

  it("a written moment far from the id's own time is pulled back to within the clock skew of it", () => {
    const claimedDaysEarlier = new Date(written - 3 * 24 * HOUR).toISOString();
    const at = creditedInstant({ id: idAt(written), writtenAt: claimedDaysEarlier, receivedAt: synced, accountCreatedAt: LONG_AGO });
    expect(at.getTime()).toBe(written - CLOCK_SKEW_MS);
    const unreadable = creditedInstant({ id: idAt(written), writtenAt: "yesterday", receivedAt: synced, accountCreatedAt: LONG_AGO });
    expect(unreadable.getTime()).toBe(written);
  });

  it("is never later than the server received it (a device clock running ahead)", () => {
    const ahead = synced + 2 * HOUR;
    const at = creditedInstant({ id: idAt(ahead), writtenAt: new Date(ahead).toISOString(), receivedAt: synced, accountCreatedAt: LONG_AGO });
    expect(at.getTime()).toBe(synced);
  });

  it("is never before the account existed, nor older than the outbox keeps things", () => {
    const created = written + HOUR;
    const beforeAccount = creditedInstant({ id: idAt(written), writtenAt: new Date(written).toISOString(), receivedAt: synced, accountCreatedAt: created });
    expect(beforeAccount.getTime()).toBe(created);
    const monthOld = synced - 30 * 24 * HOUR;
    const old = creditedInstant({ id: idAt(monthOld), writtenAt: new Date(monthOld).toISOString(), receivedAt: synced, accountCreatedAt: LONG_AGO });
    expect(old.getTime()).toBe(synced - OLDEST_CREDIT_MS);
  });

  it("reads the day in the saved zone when the device's zone is not a known one", () => {
    expect(creditedDay(new Date(written), "IST", "Asia/Kolkata")).toBe("2026-11-27");
    expect(creditedDay(new Date(written), "Nowhere/Atlantis", "America/Los_Angeles")).toBe("2026-11-27");
    expect(creditedDay(new Date(written + 6 * HOUR), "Nowhere/Atlantis", "Asia/Kolkata")).toBe("2026-11-28");
  });
});
