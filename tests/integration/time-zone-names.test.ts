import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { users } from "@/db/schema";
import { db } from "@/lib/data/db";
import { createUser, getUserById, type User } from "@/lib/data/users";
import { currentTimeZoneName } from "@/lib/time/zone";

// Zones are saved and shown by their current names (docs/decisions/time-zones.md): new ones as they
// are saved, and rows saved before under an old name by the migration.
const session = vi.hoisted(() => ({ user: null as User | null }));
vi.mock("@/lib/auth/session", () => ({
  getCurrentUser: async () => (session.user ? { user: session.user, claims: {} } : null),
}));
const { adoptDeviceTimeZone, saveTimeZone } = await import("@/lib/profile/time-zone");

const MIGRATION = readFileSync(new URL("../../db/migrations/0013_current_time_zone_names.sql", import.meta.url), "utf8");
const person = async (timeZone?: string) =>
  (await createUser({ email: `tz-names-${crypto.randomUUID()}@example.com`, firstName: "A", lastName: "B", passwordHash: "x", timeZone }))!;

// Made first, in a hook: the first query of a file waits for its database, longer than a test may.
let kolkata: User;
beforeAll(async () => {
  kolkata = await person("Asia/Kolkata");
});

describe("time zones by their current names", () => {
  it("saves a zone the browser sends by its old name under the current one", async () => {
    session.user = kolkata;
    expect(await saveTimeZone({ timeZone: "Asia/Calcutta" })).toEqual({ ok: true, data: { timeZone: "Asia/Kolkata" } });
    expect((await getUserById(session.user.id))?.timeZone).toBe("Asia/Kolkata");

    session.user = await person();
    expect(await adoptDeviceTimeZone({ timeZone: "Europe/Kiev" })).toEqual({ ok: true, data: { adopted: true } });
    expect((await getUserById(session.user.id))?.timeZone).toBe("Europe/Kyiv");
  });

  it("renames rows saved before under an old name, and leaves every other zone as it was", async () => {
    const calcutta = await person();
    const london = await person();
    await db().update(users).set({ timeZone: "Asia/Calcutta" }).where(eq(users.id, calcutta.id));
    await db().update(users).set({ timeZone: "Europe/London" }).where(eq(users.id, london.id));
    await db().execute(sql.raw(MIGRATION));
    expect((await getUserById(calcutta.id))?.timeZone).toBe("Asia/Kolkata");
    expect((await getUserById(london.id))?.timeZone).toBe("Europe/London");
  });

  it("migrates exactly the renames the app applies when it saves", () => {
    const pairs = [...MIGRATION.matchAll(/\('([^']+)', '([^']+)'\)/g)].map((m) => [m[1]!, m[2]!] as const);
    expect(pairs.length).toBeGreaterThan(10);
    for (const [old, current] of pairs) expect(currentTimeZoneName(old)).toBe(current);
    expect(pairs.map(([old]) => old)).toContain("Asia/Calcutta");
  });
});
