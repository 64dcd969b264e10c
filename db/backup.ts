import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { acquireFolderLock } from "./embedded";

/**
 * Backups an operator can trust, through each database's own tools: PGlite's documented
 * `dumpDataDir`/`loadDataDir` for the embedded database, `pg_dump`/`pg_restore` for Postgres.
 * `npm run db:backup` and `npm run db:restore` (db/backup-cli.ts) call these; docs/backups.md says how.
 */

/** Writes the embedded database in `dataDir` to a gzipped tarball. The server must be stopped: the folder lock refuses otherwise. */
export async function backupEmbedded(dataDir: string, file: string): Promise<void> {
  if (!fs.existsSync(dataDir)) throw new Error(`There is no embedded database in ${dataDir}.`);
  const release = acquireFolderLock(dataDir);
  try {
    const pg = new PGlite(dataDir);
    await pg.waitReady; // dumpDataDir does not wait for the database to open
    const dump = await pg.dumpDataDir("gzip");
    await pg.close();
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
  } finally {
    release();
  }
}

/** Restores a tarball from backupEmbedded into `dataDir`, which must be new or empty (a database there is never overwritten). */
export async function restoreEmbedded(file: string, dataDir: string): Promise<void> {
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) {
    throw new Error(`${dataDir} already holds a database. Move it aside (or choose another PGLITE_DIR) and restore again.`);
  }
  const release = acquireFolderLock(dataDir);
  try {
    const pg = new PGlite(dataDir, { loadDataDir: new Blob([fs.readFileSync(file)]) });
    await pg.waitReady;
    await pg.close();
  } finally {
    release();
  }
}

/**
 * libpq's own variables for a connection URL, so the password never appears on a command line
 * (where other users of the machine could read it in the process list).
 */
export function libpqEnv(url: string): Record<string, string> {
  const u = new URL(url);
  const vars: Record<string, string | undefined> = {
    PGHOST: u.hostname.replace(/^\[|\]$/g, "") || undefined,
    PGPORT: u.port || undefined,
    PGUSER: u.username ? decodeURIComponent(u.username) : undefined,
    PGPASSWORD: u.password ? decodeURIComponent(u.password) : undefined,
    PGDATABASE: decodeURIComponent(u.pathname.replace(/^\//, "")) || undefined,
    PGSSLMODE: u.searchParams.get("sslmode") ?? undefined,
  };
  return Object.fromEntries(Object.entries(vars).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

function run(tool: string, args: string[], url: string): void {
  const result = spawnSync(tool, args, { env: { ...process.env, ...libpqEnv(url) }, encoding: "utf8" });
  if (result.error) throw new Error(`${tool} could not be run (${result.error.message}). Install the PostgreSQL client tools of your server's major version.`);
  if (result.status !== 0) throw new Error(`${tool} failed: ${result.stderr.trim()}`);
}

/** Writes the Postgres database at `url` to a pg_dump archive (custom format: compressed, restorable table by table). */
export function backupPostgres(url: string, file: string): void {
  run("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", `--file=${file}`], url);
  fs.chmodSync(file, 0o600);
}

/** Restores a pg_dump archive into the empty database at `url`, all or nothing. */
export function restorePostgres(file: string, url: string): void {
  run(
    "pg_restore",
    ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", `--dbname=${new URL(url).pathname.slice(1) || "postgres"}`, file],
    url,
  );
}
