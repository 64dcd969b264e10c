import { describe, expect, it } from "vitest";
import type { ExportFile } from "@/lib/account/export";
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

describe("the export's lists are written on the person's clock by the database", () => {
  // The export's long lists are built as JSON by the database (lib/data/account-export.ts), which
  // reads the zone from its own tz data: each time must read as isoWithOffset (lib/time) reads it,
  // on both sides of a change of clocks, in zones with half- and quarter-hour offsets and west of UTC.
  const ZONES = ["America/Los_Angeles", "Australia/Lord_Howe", "Pacific/Chatham", "America/St_Johns", "Asia/Kathmandu", "Europe/London", "UTC"];
  const INSTANTS = [
    "2026-03-08T09:59:59.999Z", // Los Angeles: the second before clocks go forward
    "2026-03-08T10:00:00.000Z",
    "2026-11-01T08:59:59.500Z", // and before they go back
    "2026-11-01T09:00:00.001Z",
    "2026-04-04T14:59:59.999Z", // Lord Howe: half an hour back
    "2026-04-04T15:00:00.000Z",
    "2026-03-29T00:30:00.250Z", // London
    "1999-12-31T23:59:59.999Z",
    "2026-11-24T17:50:05.123Z",
  ].map((iso) => new Date(iso));

  it("writes every check, element and journal time as isoWithOffset does", async () => {
    const { accountExportFile } = await import("@/lib/account/export");
    const { getDb } = await import("@/db/client");
    const { journalEntries, moodChecks, moodElements } = await import("@/db/schema");
    const { createJournalEntry } = await import("@/lib/data/journal");
    const { isoWithOffset } = await import("@/lib/time/format");
    const { moodCheck } = await import("@/lib/scoring");
    const { eq } = await import("drizzle-orm");
    const user = (await newUser())!;
    const result = moodCheck({ mind: 3, body: 3, temp: 3 });
    await getDb()
      .insert(moodChecks)
      .values(
        INSTANTS.map((createdAt) => ({
          userId: user.id,
          mind: 3,
          body: 3,
          temperature: 3,
          acute: result.acute,
          companion: result.companion,
          result,
          createdAt,
        })),
      );
    await getDb()
      .insert(moodElements)
      .values(
        INSTANTS.map((at, i) => ({
          userId: user.id,
          element: "agni" as const,
          day: `2020-01-${String(i + 1).padStart(2, "0")}`,
          createdAt: at,
          updatedAt: at,
        })),
      );
    const entry = await createJournalEntry(user.id, { text: "one line", element: "agni" });
    await getDb().update(journalEntries).set({ createdAt: INSTANTS[0], updatedAt: INSTANTS[1] }).where(eq(journalEntries.id, entry.id));

    const newestFirst = [...INSTANTS].sort((a, b) => b.getTime() - a.getTime());
    for (const timeZone of ZONES) {
      const exported = JSON.parse((await accountExportFile({ ...user, timeZone })).text) as ExportFile;
      expect(
        exported.moodChecks.map((c) => c.createdAt),
        timeZone,
      ).toEqual(newestFirst.map((at) => isoWithOffset(at, timeZone)));
      const byDay = [...INSTANTS].reverse();
      expect(
        exported.moodElements.map((e) => e.chosenAt),
        timeZone,
      ).toEqual(byDay.map((at) => isoWithOffset(at, timeZone)));
      expect(exported.journal, timeZone).toEqual([
        { text: "one line", element: "agni", createdAt: isoWithOffset(INSTANTS[0]!, timeZone), updatedAt: isoWithOffset(INSTANTS[1]!, timeZone) },
      ]);
    }
  });
});
