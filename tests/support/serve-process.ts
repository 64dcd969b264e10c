import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";

// `npm start`'s own server (scripts/serve.mjs) on the built app, started for a test on a port and
// with the settings it names, and handed back once /api/health answers: the failure checks
// (tests/support/failures/app-process.ts) and the e2e specs that need a server of their own
// (tests/e2e/support/own-server.ts) start it here.

export type ServeProcess = {
  port: number;
  pid: number;
  exited: () => boolean;
  /** With `keepLog`: everything the server has written to stdout and stderr so far; else "". */
  log: () => string;
  stop: (signal?: NodeJS.Signals) => Promise<void>;
};

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

/**
 * Starts scripts/serve.mjs (or `script`, with `args`) in production mode on `port` with `env` over
 * this process's own (no database URL and no socket address in X-Forwarded-For unless `env` sets
 * them), and waits until /api/health answers on `host` (127.0.0.1 unless named); a server that
 * exits or stays silent past `timeoutMs` is an error.
 */
export async function startServe(
  port: number,
  env: Record<string, string>,
  options: { timeoutMs: number; serverLog: boolean; keepLog?: boolean; script?: string; args?: string[]; host?: string },
): Promise<ServeProcess> {
  const keep = options.keepLog === true;
  const child: ChildProcess = spawn(process.execPath, [options.script ?? "scripts/serve.mjs", ...(options.args ?? [])], {
    stdio: ["ignore", keep ? "pipe" : "ignore", keep ? "pipe" : options.serverLog ? "inherit" : "ignore"],
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), DATABASE_URL: "", SOCKET_ADDRESS_IN_XFF: "", ...env },
  });
  let written = "";
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => (written += chunk));
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
    written += chunk;
    if (options.serverLog) process.stderr.write(chunk);
  });
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    if (exited()) throw new Error(`scripts/serve.mjs exited with ${child.exitCode ?? child.signalCode}`);
    const up = await fetch(`http://${options.host ?? "127.0.0.1"}:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`scripts/serve.mjs did not answer /api/health within ${options.timeoutMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    port,
    pid: child.pid!,
    exited,
    log: () => written,
    stop: (signal = "SIGTERM") =>
      new Promise((resolve) => {
        if (exited()) return resolve();
        child.once("exit", () => resolve());
        child.kill(signal);
      }),
  };
}
