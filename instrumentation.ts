/**
 * Runs once when the server starts (never during `next build`): the embedded database is
 * migrated here, inside the one process that owns it. A real Postgres is migrated with
 * `npm run db:migrate` as a deploy step instead.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // A deployed server without its public origin would have nothing safe to put in mailed links.
  const { appOrigin } = await import("./lib/env");
  try {
    appOrigin();
  } catch (error) {
    console.error(`[startup] ${(error as Error).message}`);
    process.exit(1);
  }
  if (process.env.DATABASE_URL?.trim()) return;
  const { bootEmbeddedDatabase } = await import("./db/boot");
  await bootEmbeddedDatabase();
}
