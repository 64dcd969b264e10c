import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { freePort, startServe, type ServeProcess } from "../serve-process";

// The production server (scripts/serve.mjs, what `npm start` runs) on the built app, started and
// stopped the way the failure tests need: on a given database, killed hard or gently, started again.

export type AppProcess = ServeProcess & { base: string };

/** Secrets shared by every instance of one test, so a session made by one is read by the others. */
export function sharedSecrets(): Record<string, string> {
  return { AUTH_SECRET: randomBytes(32).toString("base64url"), DATA_KEY: randomBytes(32).toString("base64url") };
}

/**
 * Starts scripts/serve.mjs with `env` (DATABASE_URL, or PGLITE_DIR for the embedded database) and
 * waits until /api/health answers. The caller's X-Forwarded-For is trusted as one proxy's (the
 * load clients play many people from one machine) unless `env` says otherwise.
 */
export async function startApp(env: Record<string, string>, port?: number): Promise<AppProcess> {
  const chosen = port ?? (await freePort());
  const base = `http://127.0.0.1:${chosen}`;
  const server = await startServe(
    chosen,
    { HOSTNAME: "127.0.0.1", APP_URL: base, TRUSTED_PROXY_HOPS: "1", REMINDER_TIMER: "0", SMTP_HOST: "", BENCH_LOG_QUERIES: "", ...env },
    { timeoutMs: 180_000, serverLog: Boolean(process.env.FAILURES_SERVER_LOG) },
  );
  return { base, ...server };
}

export type FreshDatabase = { url: string; drop: () => Promise<void> };

/** A new database on the server of `serverUrl`, migrated with the app's own migrations. */
export async function freshDatabase(serverUrl: string, label: string): Promise<FreshDatabase> {
  const name = `jtp_${label}_${Date.now().toString(36)}_${process.pid}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const migrated = spawnSync(process.execPath, ["--import", "tsx", "db/migrate-cli.ts"], { env: { ...process.env, DATABASE_URL: url.href }, encoding: "utf8" });
  if (migrated.status !== 0) throw new Error(`Migrating ${name} failed: ${migrated.stderr}`);
  return {
    url: url.href,
    drop: async () => {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
      await admin.end();
    },
  };
}
