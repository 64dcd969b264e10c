/**
 * Runs once when the server starts (never during `next build`): the embedded database is
 * migrated here, inside the one process that owns it. A real Postgres is migrated with
 * `npm run db:migrate` as a deploy step instead.
 */
export async function register() {
  // The one direct read outside lib/env.ts: Next replaces NEXT_RUNTIME at build time, so the
  // edge bundle drops everything below (the database and node:fs) instead of failing to bundle it.
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // A deployed server without its public origin would have nothing safe to put in mailed links.
  const { appOrigin, env } = await import("./lib/env");
  try {
    appOrigin();
  } catch (error) {
    console.error(`[startup] ${(error as Error).message}`);
    process.exit(1);
  }
  if (env().DATABASE_URL) return;
  const { bootEmbeddedDatabase } = await import("./db/boot");
  await bootEmbeddedDatabase();
}
