// `npm run db:migrate` (and the container image's migrate command, a bundle of this file): applies
// the migrations to DATABASE_URL under an advisory lock, so replicas starting together never race.
// The embedded database needs no command: the server migrates it on start (instrumentation.ts).
import { env } from "../lib/env";
import { closeDb, getDb } from "./client";
import { migrateDatabase } from "./migrate";
import { withMigrationLock } from "./migration-lock";

const NO_DATABASE =
  "DATABASE_URL is not set: there is no Postgres database to migrate. Set it to the database's connection " +
  "string (for example postgres://user:password@host:5432/peace). The embedded database needs no command: the server migrates it on start.";

async function main() {
  const url = env().DATABASE_URL;
  if (!url) throw new Error(NO_DATABASE);
  await withMigrationLock(url, () => migrateDatabase(getDb(), "postgres"));
  console.log("Migrations applied (DATABASE_URL).");
  await closeDb();
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
