import postgres from "postgres";

/**
 * The advisory lock every migrator takes on the database first (any fixed number works, as long as
 * all migrators agree). drizzle's migrate() takes none of its own, so two replicas starting
 * together could both apply the same migration; with it, the second waits, then finds nothing to do.
 */
const MIGRATION_LOCK = 4_527_001;

/**
 * Runs `work` while holding the migration lock on `url`'s database, on a connection of its own
 * (a session lock belongs to one connection; `work` may use any other). The lock goes with the
 * connection, so a migrator that dies mid-way never leaves the next one waiting.
 */
export async function withMigrationLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const lock = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await lock`select pg_advisory_lock(${MIGRATION_LOCK})`;
    try {
      return await work();
    } finally {
      await lock`select pg_advisory_unlock(${MIGRATION_LOCK})`;
    }
  } finally {
    await lock.end();
  }
}
