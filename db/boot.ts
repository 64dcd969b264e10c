import { getDb } from "./client";
import { migrateDatabase } from "./migrate";

/**
 * Opens the embedded database and applies the migrations, once per server start. A failure
 * (most often: another server already holds the folder) stops the server with its message.
 */
export async function bootEmbeddedDatabase(): Promise<void> {
  try {
    await migrateDatabase(getDb(), "pglite");
  } catch (error) {
    console.error(`\n${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
