import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { afterAll, describe, expect, it } from "vitest";
import { backupPostgres, libpqEnv, restorePostgres } from "@/db/backup";
import { setDbForTests, type Db } from "@/db/client";
import { migrateDatabase } from "@/db/migrate";
import * as schema from "@/db/schema";
import { seedHabits } from "@/db/seed";
import { hashPassword } from "@/lib/auth/password";
import { recordSecurityEvent } from "@/lib/auth/security-events";
import { createJournalEntry } from "@/lib/data/journal";
import { addToOutbox } from "@/lib/data/outbox";
import { hitRateLimit } from "@/lib/data/rate-limits";
import { createUser, getUserByEmail } from "@/lib/data/users";

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "jtp-backup-"));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** Every row of every table the app owns, as one comparable fingerprint per table. */
async function fingerprint(db: Db): Promise<Record<string, { rows: number; digest: string }>> {
  const tables = (await db.execute(sql`
    select table_schema as schema, table_name as name from information_schema.tables
    where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1, 2`)) as unknown as { rows?: unknown[] } | unknown[];
  const list = (Array.isArray(tables) ? tables : (tables.rows ?? [])) as { schema: string; name: string }[];
  const out: Record<string, { rows: number; digest: string }> = {};
  for (const { schema: s, name } of list) {
    const ident = sql.raw(`"${s}"."${name}"`);
    const result = (await db.execute(
      sql`select count(*)::int as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${ident} t`,
    )) as unknown as { rows?: { rows: number; digest: string }[] } | { rows: number; digest: string }[];
    const [row] = Array.isArray(result) ? result : (result.rows ?? []);
    out[`${s}.${name}`] = row!;
  }
  return out;
}

/** A little of everything a person and the app write: account, journal (encrypted), mail, events, limits, the habit library. */
async function populate(db: Db): Promise<void> {
  setDbForTests(db);
  await seedHabits(db);
  const user = (await createUser({
    email: "kept@example.com",
    firstName: "Meera",
    lastName: "Iyer",
    passwordHash: await hashPassword("quiet-lotus-river-42"),
  }))!;
  await createJournalEntry(user.id, { text: "The morning walk helped more than I expected.", element: null });
  await addToOutbox({ to: user.email, subject: "Reset your password", text: "a link" });
  await recordSecurityEvent(user.id, "login_succeeded", "192.0.2.1");
  await hitRateLimit("signupPerIp:192.0.2.1", 10, 60_000);
}

function expectSameRows(before: Awaited<ReturnType<typeof fingerprint>>, after: Awaited<ReturnType<typeof fingerprint>>) {
  expect(Object.keys(after)).toEqual(Object.keys(before));
  expect(after).toEqual(before);
  for (const table of ["public.users", "public.journal_entries", "public.habits", "public.skills", "drizzle.__drizzle_migrations"]) {
    expect(before[table]?.rows, table).toBeGreaterThan(0);
  }
}

function cli(command: "backup" | "restore", file: string, dataDir: string) {
  const result = spawnSync(process.execPath, ["--import", "tsx", "db/backup-cli.ts", command, file], {
    env: { ...process.env, DATABASE_URL: "", PGLITE_DIR: dataDir },
    encoding: "utf8",
  });
  return { status: result.status, stderr: result.stderr };
}

describe("backups of the embedded database", () => {
  it("restores into a fresh folder with every row, and refuses to overwrite a database", async () => {
    const original = path.join(scratch, "original");
    let pg = new PGlite(original);
    const db = drizzlePglite({ client: pg, schema }) as unknown as Db;
    await migrateDatabase(db, "pglite");
    await populate(db);
    const before = await fingerprint(db);
    await pg.close();

    // As an operator runs them: the npm scripts, each in a process of its own (the server stopped).
    const file = path.join(scratch, "embedded.tar.gz");
    expect(cli("backup", file, original)).toMatchObject({ status: 0 });
    expect(fs.statSync(file).mode & 0o077).toBe(0);
    const restored = path.join(scratch, "restored");
    expect(cli("restore", file, restored)).toMatchObject({ status: 0 });
    const twice = cli("restore", file, restored);
    expect(twice.status).toBe(1);
    expect(twice.stderr).toMatch(/already holds a database/);

    pg = new PGlite(restored);
    const again = drizzlePglite({ client: pg, schema }) as unknown as Db;
    expectSameRows(before, await fingerprint(again));
    setDbForTests(again);
    expect((await getUserByEmail("kept@example.com"))?.firstName).toBe("Meera");
    await pg.close();
  }, 120_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)("backups of Postgres", () => {
  it("pg_dump and pg_restore carry every row into a fresh database", async () => {
    const server = process.env.TEST_DATABASE_URL!;
    const admin = postgres(server, { max: 1, onnotice: () => {} });
    const names = [`backup_src_${Date.now()}`, `backup_dst_${Date.now()}`];
    for (const name of names) await admin.unsafe(`create database "${name}"`);
    const urlOf = (name: string) => Object.assign(new URL(server), { pathname: `/${name}` }).toString();
    const clients: postgres.Sql[] = [];
    try {
      const source = postgres(urlOf(names[0]!), { max: 2, onnotice: () => {} });
      clients.push(source);
      const db = drizzlePg({ client: source, schema }) as unknown as Db;
      await migrateDatabase(db, "postgres");
      await populate(db);
      const before = await fingerprint(db);

      const file = path.join(scratch, "postgres.dump");
      backupPostgres(urlOf(names[0]!), file);
      restorePostgres(file, urlOf(names[1]!));
      const target = postgres(urlOf(names[1]!), { max: 2, onnotice: () => {} });
      clients.push(target);
      expectSameRows(before, await fingerprint(drizzlePg({ client: target, schema }) as unknown as Db));
    } finally {
      await Promise.all(clients.map((c) => c.end()));
      for (const name of names) await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  }, 120_000);
});

describe("connection settings for the Postgres tools", () => {
  it("pass the password through the environment, never the command line", () => {
    expect(libpqEnv("postgres://app:s%40cret@db.example.com:6543/peace?sslmode=require")).toEqual({
      PGHOST: "db.example.com",
      PGPORT: "6543",
      PGUSER: "app",
      PGPASSWORD: "s@cret",
      PGDATABASE: "peace",
      PGSSLMODE: "require",
    });
  });
});
