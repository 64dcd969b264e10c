import { EmbeddedPGlite } from "@/db/embedded-client";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { randomBytes } from "node:crypto";
import type { Db } from "@/db/client";
import { migrateDatabase } from "@/db/migrate";
import * as schema from "@/db/schema";

export type TestDatabase = { db: Db; kind: "pglite" | "postgres"; dispose: () => Promise<void> };

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * on the Postgres server of TEST_DATABASE_URL (created here, dropped afterwards).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL?.trim();
  if (!serverUrl) {
    const client = new EmbeddedPGlite();
    const db = drizzlePglite({ client, schema }) as unknown as Db;
    await migrateDatabase(db, "pglite");
    return { db, kind: "pglite", dispose: () => client.close() };
  }
  const name = `test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const client = postgres(url.toString(), { max: 4, onnotice: () => {} });
  const db = drizzlePg({ client, schema }) as unknown as Db;
  await migrateDatabase(db, "postgres");
  return {
    db,
    kind: "postgres",
    dispose: async () => {
      await client.end();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}
