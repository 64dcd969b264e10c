import "server-only";
import { count } from "drizzle-orm";
import { pgSchema, serial } from "drizzle-orm/pg-core";
import journal from "@/db/migrations/meta/_journal.json";
import { db } from "./db";

/** How long the database may take to answer before the server counts as not ready. */
const ANSWER_WITHIN_MS = 2_000;

// drizzle's own record of applied migrations, one row each. Declared here, not in db/schema, so
// that drizzle-kit never takes it for a table of the app's to create.
const appliedMigrations = pgSchema("drizzle").table("__drizzle_migrations", { id: serial("id").primaryKey() });

/** Postgres's "undefined_table": drizzle's table is missing because no migration has run yet. */
const UNDEFINED_TABLE = "42P01";

/** Whether `error`, or an error it wraps (drizzle wraps the driver's), is Postgres's `code`. */
function hasCode(error: unknown, code: string): boolean {
  for (let e = error; e instanceof Object; e = (e as { cause?: unknown }).cause) if ((e as { code?: unknown }).code === code) return true;
  return false;
}

export type Readiness = { ready: true } | { ready: false; reason: string };

/**
 * Whether this server can serve: its database answers, and has every migration this build ships
 * (a server started before the migrate step finished is not ready yet). The migrations are counted
 * in drizzle's own table, which the migrator fills with one row per migration applied.
 */
export async function databaseReadiness(): Promise<Readiness> {
  const expected = journal.entries.length;
  const probe = db()
    .select({ applied: count() })
    .from(appliedMigrations)
    .then(([row]) => row?.applied ?? 0);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ANSWER_WITHIN_MS / 1000} s`)), ANSWER_WITHIN_MS);
  });
  try {
    const applied = await Promise.race([probe, late]);
    return applied >= expected ? { ready: true } : { ready: false, reason: `migrations applied: ${applied} of ${expected}` };
  } catch (error) {
    if (hasCode(error, UNDEFINED_TABLE)) return { ready: false, reason: `migrations applied: 0 of ${expected}` };
    return { ready: false, reason: "the database does not answer" };
  } finally {
    clearTimeout(timer);
  }
}
