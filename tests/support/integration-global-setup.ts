import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import type { TestProject } from "vitest/node";
import type { Db } from "@/db/client";
import { EmbeddedPGlite } from "@/db/embedded-client";
import { migrateDatabase } from "@/db/migrate";
import * as schema from "@/db/schema";
import { databaseUrl, type TestDatabaseTemplates } from "./test-db";

// The integration project's global setup: the migrations (and the seeded habit library) are
// applied once per run, to templates every test file copies (tests/support/test-db.ts), instead
// of once per file. A new PGlite that runs initdb and the migrations costs about three times what
// one opened on a finished data folder does. The PGlite template is made on Postgres runs too:
// the embedded client's own tests open it.

/** A migrated PGlite, saved as the tarball of its data folder (PGlite's dumpDataDir, read back through `loadDataDir`). */
async function pgliteTemplate(dir: string): Promise<string> {
  const client = new EmbeddedPGlite();
  await migrateDatabase(drizzlePglite({ client, schema }) as unknown as Db, "pglite");
  // Uncompressed: opening it then skips a gunzip per file.
  const tarball = await client.dumpDataDir("none");
  await client.close();
  const file = path.join(dir, "pglite.tar");
  fs.writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
  return file;
}

/** A migrated database on the server, left without connections so `create database … template` may copy it. */
async function postgresTemplate(serverUrl: string) {
  const name = `test_template_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const dispose = async () => {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  };
  const client = postgres(databaseUrl(serverUrl, name), { max: 1, onnotice: () => {} });
  try {
    await migrateDatabase(drizzlePg({ client, schema }) as unknown as Db, "postgres");
  } catch (error) {
    await client.end();
    await dispose();
    throw error;
  }
  await client.end();
  return { serverUrl, name, dispose };
}

export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "jtp-test-template-"));
  const removeDir = () => fs.rmSync(dir, { recursive: true, force: true });
  try {
    const pgliteTarball = await pgliteTemplate(dir);
    const serverUrl = process.env.TEST_DATABASE_URL?.trim();
    const onServer = serverUrl ? await postgresTemplate(serverUrl) : null;
    const templates: TestDatabaseTemplates = { pgliteTarball, postgres: onServer && { serverUrl: onServer.serverUrl, name: onServer.name } };
    project.provide("testDatabaseTemplates", templates);
    return async () => {
      await onServer?.dispose();
      removeDir();
    };
  } catch (error) {
    removeDir();
    throw error;
  }
}
