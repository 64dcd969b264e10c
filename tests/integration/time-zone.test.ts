import { describe, expect, it } from "vitest";
import { adoptDetectedTimeZone, createUser, getUserById, getUserTimeZone, setUserTimeZone } from "@/lib/data/users";

const newUser = (timeZone?: string) =>
  createUser({ email: `tz-${crypto.randomUUID()}@example.com`, firstName: "Asha", lastName: "Rao", passwordHash: "x", timeZone });

describe("the stored time zone", () => {
  it("reads UTC, not yet set, for an account made without one", async () => {
    const user = (await newUser())!;
    expect(user.timeZone).toBe("UTC");
    expect(user.timeZoneSetAt).toBeNull();
    expect(await getUserTimeZone(user.id)).toBe("UTC");
  });

  it("keeps the zone the browser reported at signup, as set", async () => {
    const user = (await newUser("Asia/Kolkata"))!;
    expect(user.timeZone).toBe("Asia/Kolkata");
    expect(user.timeZoneSetAt).toBeInstanceOf(Date);
    expect(await getUserTimeZone(user.id)).toBe("Asia/Kolkata");
  });

  it("adopts a detected zone only while the account has none of its own", async () => {
    const user = (await newUser())!;
    expect(await adoptDetectedTimeZone(user.id, "Pacific/Kiritimati")).toBe(true);
    expect(await getUserTimeZone(user.id)).toBe("Pacific/Kiritimati");
    // Now set: a later detection elsewhere must ask, not overwrite.
    expect(await adoptDetectedTimeZone(user.id, "Europe/London")).toBe(false);
    expect(await getUserTimeZone(user.id)).toBe("Pacific/Kiritimati");
  });

  it("saves a chosen zone for that user only", async () => {
    const user = (await newUser("Asia/Kolkata"))!;
    const other = (await newUser("Europe/London"))!;
    expect(await setUserTimeZone(user.id, "America/Los_Angeles")).toBe(true);
    expect((await getUserById(user.id))?.timeZone).toBe("America/Los_Angeles");
    expect(await getUserTimeZone(other.id)).toBe("Europe/London");
    expect(await getUserTimeZone(crypto.randomUUID())).toBeNull();
    expect(await setUserTimeZone(crypto.randomUUID(), "UTC")).toBe(false);
  });
});

describe("the export reads times on the person's clock", () => {
  it("writes ISO timestamps with the offset of their zone, the same instants as stored", async () => {
    const { buildAccountExport } = await import("@/lib/account/export");
    const { createJournalEntry } = await import("@/lib/data/journal");
    const user = (await newUser("Asia/Kolkata"))!;
    const entry = await createJournalEntry(user.id, { text: "late evening thoughts", element: null });
    const exported = await buildAccountExport(user);
    expect(exported.account.timeZone).toBe("Asia/Kolkata");
    expect(exported.account.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+05:30$/);
    expect(new Date(exported.account.createdAt).getTime()).toBe(user.createdAt.getTime());
    expect(exported.journal[0]!.createdAt).toMatch(/\+05:30$/);
    expect(new Date(exported.journal[0]!.createdAt).getTime()).toBe(entry.createdAt.getTime());
    expect(exported.exportedAt).toMatch(/\+05:30$/);
  });
});
