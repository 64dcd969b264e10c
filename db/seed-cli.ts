// `npm run db:seed`: re-copies the habit library from content/ into DATABASE_URL (or the embedded
// database). The same seed already runs after every `npm run db:migrate` and at embedded start.
import { closeDb, databaseKind, getDb } from "./client";
import { seedHabits } from "./seed";

async function main() {
  await seedHabits(getDb());
  console.log(`Habit library seeded (${databaseKind() === "postgres" ? "DATABASE_URL" : "embedded PGlite"}).`);
  await closeDb();
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
