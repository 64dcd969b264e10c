import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { freePort, startServe } from "../../support/serve-process";

export type OwnServer = {
  port: number;
  origin: string;
  /** Everything the server has written to stdout and stderr so far (stderr is passed on as well). */
  log: () => string;
  stop: () => Promise<void>;
};

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
  const server = await startServe(
    port,
    {
      PGLITE_DIR: path.join(dataDir, "pglite"),
      AUTH_SECRET: "own-server-test-secret-0123456789abcdef",
      DATA_KEY: randomBytes(32).toString("base64url"),
      APP_URL: origin,
      TRUSTED_PROXY_HOPS: "",
      ...extraEnv,
    },
    { timeoutMs: 120_000, serverLog: true, keepLog: true },
  );
  return {
    port,
    origin,
    log: server.log,
    stop: async () => {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
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
