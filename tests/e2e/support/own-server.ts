import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export type OwnServer = { port: number; origin: string; stop: () => Promise<void> };

async function freePort(): Promise<number> {
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
 * `npm start`'s own server (scripts/serve.mjs) on the built app, a fresh embedded database and no
 * proxy in front: what a person running the app on their own machine gets. `host` names its origin
 * (APP_URL); Next calls every loopback address `localhost` in a request's URL, so a test whose
 * addresses must match what the app builds from that URL (a provider's callback) uses `localhost`.
 */
export async function startOwnServer(extraEnv: Record<string, string> = {}, host = "127.0.0.1"): Promise<OwnServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "jtp-own-"));
  const port = await freePort();
  const origin = `http://${host}:${port}`;
  const child: ChildProcess = spawn(process.execPath, ["scripts/serve.mjs"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      PGLITE_DIR: path.join(dataDir, "pglite"),
      DATABASE_URL: "",
      AUTH_SECRET: "own-server-test-secret-0123456789abcdef",
      DATA_KEY: randomBytes(32).toString("base64url"),
      APP_URL: origin,
      TRUSTED_PROXY_HOPS: "",
      SOCKET_ADDRESS_IN_XFF: "",
      ...extraEnv,
    },
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`scripts/serve.mjs exited with ${child.exitCode}`);
    const up = await request(port, "GET", "/api/health").then(
      (r) => r.status === 200,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error("scripts/serve.mjs did not answer /api/health within 120 s");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    port,
    origin,
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", () => {
          fs.rmSync(dataDir, { recursive: true, force: true });
          resolve();
        });
        child.kill("SIGTERM");
      }),
  };
}

export type Answer = { status: number; body: string };

/** One request from a chosen loopback address (127.0.0.2, 127.0.0.3 …): a different caller each. */
export function request(
  port: number,
  method: string,
  pathname: string,
  options: { from?: string; json?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path: pathname,
        localAddress: options.from,
        headers: { ...(body ? { "content-type": "application/json", "content-length": Buffer.byteLength(body) } : {}), ...options.headers },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}
