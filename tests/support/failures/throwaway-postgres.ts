import { execFile, execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "../serve-process";

// A Postgres cluster of the test's own, in a temp folder, for the tests that stop and restart the
// database: the machine's shared server serves other tests at the same time and must never be
// restarted. Runs the installed server binaries (Debian's postgresql-15 layout, or PG_BIN); as root
// they run as the `postgres` user, which Postgres insists on.

export type ThrowawayPostgres = {
  /** postgres://… of the `postgres` database on it. */
  url: string;
  /** Stops the server (fast mode: open connections are ended, as in a restart or failover). */
  stop: () => Promise<void>;
  /** Starts it again on the same port. */
  start: () => Promise<void>;
  /** The postmaster's pid: with its children, every process of this cluster. */
  pid: () => number;
  /** Stops the server and removes its folder. */
  remove: () => Promise<void>;
};

function binDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = "/usr/lib/postgresql";
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((v) => path.join(root, v, "bin")).find((dir) => fs.existsSync(path.join(dir, "pg_ctl")));
  if (!found) throw new Error("No Postgres server binaries found (set PG_BIN to the folder holding initdb and pg_ctl)");
  return found;
}

const asRoot = process.getuid?.() === 0;

const execFileAsync = promisify(execFile);

async function run(bin: string, args: string[]): Promise<void> {
  const [command, full] = asRoot ? ["runuser", ["-u", "postgres", "--", bin, ...args]] : [bin, args];
  try {
    await execFileAsync(command, full, { encoding: "utf8" });
  } catch (error) {
    const { stderr, stdout } = error as { stderr?: string; stdout?: string };
    throw new Error(`${path.basename(bin)} ${args.join(" ")} failed: ${stderr || stdout || String(error)}`);
  }
}

/** initdb + start on a free port, listening on 127.0.0.1 only, trusting local connections. */
export async function startThrowawayPostgres(settings: string[] = []): Promise<ThrowawayPostgres> {
  const bin = binDir();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "jtp-pg-"));
  if (asRoot) execFileSync("chown", ["postgres", dir]);
  const data = path.join(dir, "data");
  const port = await freePort();
  await run(path.join(bin, "initdb"), ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync"]);
  // fsync stays on: the tests count rows that must survive, as on a real server.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=60 ${settings.map((setting) => `-c ${setting}`).join(" ")}`;
  const ctl = (...args: string[]) => run(path.join(bin, "pg_ctl"), ["-D", data, "-l", path.join(dir, "log"), "-w", ...args]);
  await ctl("-o", options, "start");
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => ctl("-m", "fast", "stop"),
    start: () => ctl("-o", options, "start"),
    pid: () => Number(fs.readFileSync(path.join(data, "postmaster.pid"), "utf8").split("\n")[0]),
    remove: async () => {
      try {
        await ctl("-m", "immediate", "stop").catch(() => undefined);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
