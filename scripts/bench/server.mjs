// Starts the production build for one database mode: PGlite in a temp folder, or a fresh
// Postgres database made from TEST_DATABASE_URL and migrated first. Exposes the server's CPU time
// (from /proc) and, when asked for, its `[db-query]` lines (bench mode logger) to the checks.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { nextBin } from "../build.mjs";
import { cpuMsOfTree } from "./process-cpu.mjs";

async function waitFor(url, ms = 90_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Server did not answer at ${url}`);
}

/** A new, empty database beside TEST_DATABASE_URL's, migrated; returns its URL and a dropper. */
async function freshPostgres(baseEnv, root) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const name = `jtp_bench_${Date.now().toString(36)}_${process.pid}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const migrated = spawnSync(process.execPath, ["--import", "tsx", "db/migrate-cli.ts"], {
    cwd: root,
    env: { ...baseEnv, DATABASE_URL: url.href },
    stdio: "inherit",
  });
  if (migrated.status !== 0) throw new Error("Migrating the bench database failed");
  return {
    url: url.href,
    drop: async () => {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** A port nothing listens on now, chosen by the OS (fixed ranges collided with local services such as MariaDB on 3306). */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts `next start` on the build for `mode` ("pglite" | "postgres"); call stop() when done.
 * `logQueries` turns on the query logger that queryCount() reads. It writes a line to a pipe per
 * query, synchronously: 2-3% of a signed-in page's CPU, so the CPU check runs without it.
 * `root` is the checkout whose build runs (another one for `bench compare`).
 */
export async function startServer(baseEnv, mode, { logQueries, root = process.cwd() }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "jtp-bench-"));
  const pg = mode === "postgres" ? await freshPostgres(baseEnv, root) : null;
  const port = String(await freePort());
  const child = spawn(process.execPath, [nextBin(root), "start", "-p", port], {
    cwd: root,
    env: {
      ...baseEnv,
      PGLITE_DIR: path.join(dataDir, "pglite"),
      DATABASE_URL: pg?.url ?? "",
      SMTP_HOST: "",
      BENCH_LOG_QUERIES: logQueries ? "1" : "",
      APP_URL: `http://127.0.0.1:${port}`,
      // The bench plays one proxy in front of the app: it gives each simulated user an X-Forwarded-For.
      TRUSTED_PROXY_HOPS: "1",
      DATA_KEY: baseEnv.DATA_KEY ?? randomBytes(32).toString("base64url"),
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let queries = 0;
  child.stdout.on("data", (chunk) => {
    queries += chunk.toString().split("[db-query]").length - 1;
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
    }
    await pg?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  // An interrupted bench still stops its server and drops its database.
  const onSignal = (signal) => stop().finally(() => process.exit(signal === "SIGINT" ? 130 : 143));
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  try {
    await waitFor(`${base}/api/health`);
  } catch (error) {
    await stop();
    throw error;
  }
  const queryCount = () => {
    if (!logQueries) throw new Error("This bench server was started without the query logger");
    return queries;
  };
  return { base, mode, cpuMs: () => cpuMsOfTree(child.pid), queryCount, stop };
}
