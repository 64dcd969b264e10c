import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { journalEntries, moodChecks, moodElements } from "@/db/schema";
import { accountExportFile, type ExportFile } from "@/lib/account/export";
import { countJournalEntries, createJournalEntry, deleteJournalEntry, listJournalEntries, updateJournalEntry } from "@/lib/data/journal";
import { createMoodCheck, listMoodChecks, listMoodElements, saveMoodElement } from "@/lib/data/mood";
import { createUser, deleteUser } from "@/lib/data/users";
import { moodCheck } from "@/lib/scoring";

const SECRET = "Today the river felt very loud inside my chest";

async function newUser(email: string) {
  return (await createUser({ email, firstName: "Mira", lastName: "Das", passwordHash: "x" }))!;
}

describe("journal entries", () => {
  it("stores no readable journal text: the row holds AES-GCM ciphertext and a key id", async () => {
    const user = await newUser("cipher@example.com");
    await createJournalEntry(user.id, { text: SECRET, element: "apas" });
    // What a database dump would show: every column of the row as text.
    const dump = await getDb().execute(sql`select row_to_json(j)::text as row from journal_entries j`);
    const rows = (Array.isArray(dump) ? dump : (dump as { rows: unknown[] }).rows) as { row: string }[];
    expect(rows).toHaveLength(1);
    expect(rows[0]!.row).not.toContain("river");
    expect(rows[0]!.row).toMatch(/"key_id":"[0-9a-f]{16}"/);
    const [raw] = await getDb().select().from(journalEntries);
    expect(Buffer.from(raw!.ciphertext, "base64").toString("utf8")).not.toContain("river");
    expect(Buffer.from(raw!.iv, "base64")).toHaveLength(12);
    expect((await listJournalEntries(user.id))[0]?.text).toBe(SECRET);
  });

  it("refuses to decrypt a tampered row", async () => {
    const user = await newUser("tamper@example.com");
    const entry = await createJournalEntry(user.id, { text: "mine", element: null });
    const [raw] = await getDb()
      .select()
      .from(journalEntries)
      .where(sql`${journalEntries.id} = ${entry.id}`);
    const flipped = Buffer.from(raw!.ciphertext, "base64");
    flipped[0] = flipped[0]! ^ 1;
    await getDb()
      .update(journalEntries)
      .set({ ciphertext: flipped.toString("base64") })
      .where(sql`${journalEntries.id} = ${entry.id}`);
    await expect(listJournalEntries(user.id)).rejects.toThrow();
    await deleteJournalEntry(user.id, entry.id);
  });

  it("lets only the owner edit and delete, and pages newest first", async () => {
    const owner = await newUser("owner@example.com");
    const other = await newUser("other@example.com");
    const first = await createJournalEntry(owner.id, { text: "first", element: "agni" });
    await new Promise((r) => setTimeout(r, 5));
    const second = await createJournalEntry(owner.id, { text: "second", element: null });
    expect(await updateJournalEntry(other.id, first.id, "hijacked")).toBeNull();
    expect(await deleteJournalEntry(other.id, first.id)).toBe(false);
    expect((await updateJournalEntry(owner.id, first.id, "first, edited"))?.text).toBe("first, edited");
    expect((await listJournalEntries(owner.id, { page: 1, pageSize: 1 })).map((e) => e.id)).toEqual([second.id]);
    expect((await listJournalEntries(owner.id, { page: 2, pageSize: 1 }))[0]?.text).toBe("first, edited");
    expect(await countJournalEntries(owner.id)).toBe(2);
    expect(await deleteJournalEntry(owner.id, second.id)).toBe(true);
    expect(await countJournalEntries(owner.id)).toBe(1);
    expect(await listJournalEntries(other.id)).toEqual([]);
  });
});

describe("mood elements and checks", () => {
  it("keeps one element per user per day; a later choice replaces it", async () => {
    const user = await newUser("elements@example.com");
    await saveMoodElement(user.id, "agni", "2026-11-20");
    await saveMoodElement(user.id, "vayu", "2026-11-20");
    await saveMoodElement(user.id, "prthvi", "2026-11-21");
    const rows = await listMoodElements(user.id);
    expect(rows.map((r) => [r.day, r.element])).toEqual([
      ["2026-11-21", "prthvi"],
      ["2026-11-20", "vayu"],
    ]);
    expect((await listMoodElements(user.id, { from: "2026-11-21", to: "2026-11-30" })).length).toBe(1);
  });

  it("refuses an unknown element and sliders outside 1-5 in the database too", async () => {
    const user = await newUser("constraints@example.com");
    await expect(
      getDb()
        .insert(moodElements)
        .values({ userId: user.id, element: "ether" as "agni", day: "2026-11-20" }),
    ).rejects.toThrow();
    await expect(
      getDb().insert(moodChecks).values({ userId: user.id, mind: 6, body: 3, temperature: 3, acute: false, companion: "Anu", result: {} }),
    ).rejects.toThrow();
  });
});

describe("export and deletion", () => {
  it("exports the decrypted journal, the elements and the checks, and deletion removes every row", async () => {
    const user = await newUser("complete@example.com");
    await createJournalEntry(user.id, { text: SECRET, element: "apas" });
    await saveMoodElement(user.id, "apas", "2026-11-22");
    const result = moodCheck({ mind: 5, body: 3, temp: 4 });
    await createMoodCheck({ userId: user.id, mind: 5, body: 3, temperature: 4, acute: result.acute, companion: result.companion, result });

    const exported = JSON.parse((await accountExportFile(user)).text) as ExportFile;
    expect(exported.journal).toEqual([expect.objectContaining({ text: SECRET, element: "apas" })]);
    expect(exported.moodElements).toEqual([expect.objectContaining({ day: "2026-11-22", element: "apas" })]);
    expect(exported.moodChecks).toEqual([
      expect.objectContaining({
        mind: 5,
        temperature: 4,
        acute: true,
        companion: "Mira",
        result: expect.objectContaining({ quickRelief: expect.objectContaining({ id: "cooling-breath" }) }),
      }),
    ]);

    expect(await deleteUser(user.id)).toBe(true);
    for (const table of [journalEntries, moodElements, moodChecks]) {
      const left = await getDb()
        .select()
        .from(table)
        .where(sql`user_id = ${user.id}`);
      expect(left).toEqual([]);
    }
    expect(await listMoodChecks(user.id)).toEqual([]);
  });
});
