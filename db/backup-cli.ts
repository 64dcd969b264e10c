// `npm run db:backup -- <file>` and `npm run db:restore -- <file>`: DATABASE_URL's Postgres through
// pg_dump/pg_restore, else the embedded database in PGLITE_DIR (default .data/pglite), which
// must not be in use by a running server. docs/backups.md says more.
import { env } from "../lib/env";
import { backupEmbedded, backupPostgres, restoreEmbedded, restorePostgres } from "./backup";
import { embeddedDataDir } from "./embedded";

let finished = false;
// A database that never answers leaves nothing for Node to wait on, and it would exit 0 silently:
// a backup that did not happen must never look like one that did.
process.once("beforeExit", () => {
  if (!finished) {
    console.error("The database did not answer; nothing was written.");
    process.exitCode = 1;
  }
});

async function main() {
  const [command, file] = process.argv.slice(2);
  if ((command !== "backup" && command !== "restore") || !file) {
    throw new Error("Usage: npm run db:backup -- <file>   or   npm run db:restore -- <file>");
  }
  const url = env().DATABASE_URL;
  const where = url ? "DATABASE_URL" : `the embedded database in ${embeddedDataDir()}`;
  if (command === "backup") {
    if (url) backupPostgres(url, file);
    else await backupEmbedded(embeddedDataDir(), file);
    console.log(`Backed up ${where} to ${file}.`);
  } else {
    if (url) restorePostgres(file, url);
    else await restoreEmbedded(file, embeddedDataDir());
    console.log(`Restored ${file} into ${where}.`);
  }
  finished = true;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
