import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { benchQueryLogEnabled, env, postgresOptions } from "../lib/env";
import { openEmbedded } from "./embedded";
import * as schema from "./schema";
import type { Db, DbHandle } from "./types";

export type { Db };

// One handle per process, on globalThis: Next loads route handlers and pages as separate module
// copies, and a second PGlite instance on the same folder would silently lose writes.
const holder = globalThis as typeof globalThis & { __appDb?: DbHandle };

// In bench mode every query prints one line, so the bench can count the queries a page runs.
const benchLogger = { logQuery: () => process.stdout.write("[db-query]\n") };

function connect(): DbHandle {
  const logger = benchQueryLogEnabled() ? benchLogger : undefined;
  const url = env().DATABASE_URL;
  if (url) {
    const client = postgres(url, postgresOptions());
    return { db: drizzle({ client, schema, logger }) as unknown as Db, kind: "postgres", close: () => client.end() };
  }
  return openEmbedded(schema, logger);
}

/** The process-wide database: postgres-js when DATABASE_URL is set, else PGlite under .data/. */
export function getDb(): Db {
  holder.__appDb ??= connect();
  return holder.__appDb.db;
}

export function databaseKind(): "postgres" | "pglite" {
  holder.__appDb ??= connect();
  return holder.__appDb.kind;
}

/** Tests install their own fresh database for each file. */
export function setDbForTests(db: Db): void {
  holder.__appDb = { db, kind: "pglite", close: async () => {} };
}

export async function closeDb(): Promise<void> {
  const handle = holder.__appDb;
  holder.__appDb = undefined;
  await handle?.close();
}
