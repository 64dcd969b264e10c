import { closeDb, getDb } from "./client";
import { migrateDatabase } from "./migrate";

/**
 * Opens the embedded database and applies the migrations, once per server start. A failure
 * (most often: another server already holds the folder) stops the server with its message.
 * On SIGTERM/SIGINT the database is closed cleanly and its folder lock released.
 */
export async function bootEmbeddedDatabase(): Promise<void> {
  try {
    await migrateDatabase(getDb(), "pglite");
  } catch (error) {
    console.error(`\n${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      const force = setTimeout(() => process.exit(0), 3000);
      void closeDb().finally(() => {
        clearTimeout(force);
        process.exit(0);
      });
    });
  }
}
