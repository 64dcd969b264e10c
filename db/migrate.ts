import path from "node:path";
import type { Db } from "./types";
import { seedHabits } from "./seed";
import { upgradeStoredResults } from "./upgrade-results";

export const migrationsFolder = path.join(/*turbopackIgnore: true*/ process.cwd(), "db", "migrations");

/**
 * Applies the committed migrations with the migrator that matches the driver, brings saved
 * results up to the current shape, then seeds content. Every step is idempotent.
 */
export async function migrateDatabase(db: Db, kind: "postgres" | "pglite"): Promise<void> {
  if (kind === "pglite") {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(db as never, { migrationsFolder });
  } else {
    const { migrate } = await import("drizzle-orm/postgres-js/migrator");
    await migrate(db as never, { migrationsFolder });
  }
  await upgradeStoredResults(db);
  await seedHabits(db);
}
