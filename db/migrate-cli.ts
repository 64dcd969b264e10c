// `npm run db:migrate`: migrates DATABASE_URL (or the embedded database when it is unset).
import { closeDb, databaseKind, getDb } from "./client";
import { migrateDatabase } from "./migrate";

async function main() {
  const kind = databaseKind();
  await migrateDatabase(getDb(), kind);
  console.log(`Migrations applied (${kind === "postgres" ? "DATABASE_URL" : "embedded PGlite"}).`);
  await closeDb();
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
