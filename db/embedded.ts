import fs from "node:fs";
import path from "node:path";
import { EmbeddedPGlite } from "./embedded-client";
import type { Logger } from "drizzle-orm/logger";
import { drizzle } from "drizzle-orm/pglite";
import { env } from "../lib/env";
import type { Db, DbHandle } from "./types";

/** Where the embedded database lives: PGLITE_DIR, else .data/pglite in the project folder. */
export function embeddedDataDir(): string {
  // The ignore comment stops the bundler from tracing the whole project for this runtime path.
  return path.resolve(/*turbopackIgnore: true*/ env().PGLITE_DIR || path.join(process.cwd(), ".data", "pglite"));
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * PGlite has no lock of its own and two processes on one folder corrupt it, so a pid file
 * guards the folder: a second server fails at once with a message that says what to do.
 */
export function acquireFolderLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      const release = () => {
        try {
          if (fs.readFileSync(lockPath, "utf8") === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
      process.once("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number(fs.readFileSync(lockPath, "utf8").trim());
      if (owner === process.pid) return () => {};
      if (Number.isInteger(owner) && owner > 0 && pidAlive(owner)) {
        throw new Error(
          `The embedded database in ${dataDir} is already in use by another server (pid ${owner}). ` +
            "Stop that server first, or point this one elsewhere with PGLITE_DIR or DATABASE_URL.",
        );
      }
      fs.unlinkSync(lockPath); // left behind by a process that is gone
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

export function openEmbedded(schema: Record<string, unknown>, logger?: Logger): DbHandle {
  const dataDir = embeddedDataDir();
  const release = acquireFolderLock(dataDir);
  const client = new EmbeddedPGlite(dataDir);
  return {
    db: drizzle({ client, schema, logger }) as unknown as Db,
    kind: "pglite" as const,
    close: async () => {
      await client.close();
      release();
    },
  };
}
