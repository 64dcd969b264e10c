import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import net from "node:net";
import postgres from "postgres";

// The production server (scripts/serve.mjs, what `npm start` runs) on the built app, started and
// stopped the way the failure tests need: on a given database, killed hard or gently, started again.

export type AppProcess = { base: string; port: number; pid: number; stop: (signal?: NodeJS.Signals) => Promise<void>; exited: () => boolean };

/** A port nothing listens on now, chosen by the OS. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

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
  const child: ChildProcess = spawn(process.execPath, ["scripts/serve.mjs"], {
    stdio: ["ignore", "ignore", process.env.FAILURES_SERVER_LOG ? "inherit" : "ignore"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(chosen),
      HOSTNAME: "127.0.0.1",
      APP_URL: `http://127.0.0.1:${chosen}`,
      TRUSTED_PROXY_HOPS: "1",
      SOCKET_ADDRESS_IN_XFF: "",
      REMINDER_TIMER: "0",
      SMTP_HOST: "",
      BENCH_LOG_QUERIES: "",
      DATABASE_URL: "",
      ...env,
    },
  });
  const base = `http://127.0.0.1:${chosen}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`scripts/serve.mjs exited with ${child.exitCode ?? child.signalCode}`);
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error("scripts/serve.mjs did not answer /api/health within 180 s");
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  return {
    base,
    port: chosen,
    pid: child.pid!,
    exited,
    stop: (signal = "SIGTERM") =>
      new Promise((resolve) => {
        if (exited()) return resolve();
        child.once("exit", () => resolve());
        child.kill(signal);
      }),
  };
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
