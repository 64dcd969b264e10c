import { EmbeddedPGlite } from "@/db/embedded-client";
import type { Logger } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { inject } from "vitest";
import type { Db } from "@/db/client";
import * as schema from "@/db/schema";

export type TestDatabase = { db: Db; kind: "pglite" | "postgres"; dispose: () => Promise<void> };

/**
 * What a test file opens its database from, set up once per run by
 * tests/support/integration-global-setup.ts: always a migrated PGlite's data folder (the tests of
 * the embedded client use it on Postgres runs too), and with TEST_DATABASE_URL a migrated
 * template database on that server.
 */
export type TestDatabaseTemplates = { pgliteTarball: string; postgres: { serverUrl: string; name: string } | null };

declare module "vitest" {
  export interface ProvidedContext {
    testDatabaseTemplates: TestDatabaseTemplates;
  }
}

/** The migrated PGlite data folder, as the tarball `loadDataDir` takes: a new PGlite opened on it skips initdb and the migrations. */
export function pgliteTemplate(): Blob {
  return new Blob([fs.readFileSync(inject("testDatabaseTemplates").pgliteTarball)]);
}

type Options = {
  /** Drizzle's query logger (the page-queries tests count queries with it). */
  logger?: Logger;
  /** postgres-js options for the connection (Postgres only). */
  postgres?: { max?: number; prepare?: boolean };
};

/**
 * A fresh, migrated database for one test file, copied from the run's template: an in-memory
 * PGlite opened on the template's data folder, or a new database on the Postgres server of
 * TEST_DATABASE_URL made with `create database … template …` (dropped afterwards). Each copy is
 * the file's own; only the migrating is done once.
 */
export async function createTestDatabase(options: Options = {}): Promise<TestDatabase> {
  const template = inject("testDatabaseTemplates").postgres;
  if (!template) {
    const client = new EmbeddedPGlite({ loadDataDir: pgliteTemplate() });
    const db = drizzlePglite({ client, schema, logger: options.logger }) as unknown as Db;
    return { db, kind: "pglite", dispose: () => client.close() };
  }
  const name = `test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const admin = postgres(template.serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}" template "${template.name}"`);
  const client = postgres(databaseUrl(template.serverUrl, name), { max: 4, ...options.postgres, onnotice: () => {} });
  const db = drizzlePg({ client, schema, logger: options.logger }) as unknown as Db;
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

/** The server URL pointed at another database on the same server. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
