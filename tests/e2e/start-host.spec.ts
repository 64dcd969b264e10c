import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures";
import { freePort, startServe } from "../support/serve-process";

// `npm start -- -H <host>` binds that address only, as `next start -H` does; before, the option
// was dropped and the server listened on every interface. Run as `npm start` runs it
// (scripts/start.mjs, which builds when stale: the build this run made is fresh).

const healthOn = (host: string, port: number) =>
  fetch(`http://${host}:${port}/api/health`).then(
    (response) => response.status,
    (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? "failed",
  );

test("npm start -- -H 127.0.0.5 -p <port> answers on that address and no other", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "jtp-host-"));
  const port = await freePort();
  const env = {
    PGLITE_DIR: path.join(dataDir, "pglite"),
    AUTH_SECRET: "start-host-test-secret-0123456789abcdef",
    DATA_KEY: randomBytes(32).toString("base64url"),
    REMINDER_TIMER: "0",
    APP_URL: `http://127.0.0.5:${port}`,
  };
  const server = await startServe(port, env, {
    timeoutMs: 180_000,
    serverLog: false,
    keepLog: true,
    script: "scripts/start.mjs",
    args: ["-H", "127.0.0.5", "-p", String(port)],
    host: "127.0.0.5",
  });
  try {
    expect(await healthOn("127.0.0.5", port)).toBe(200);
    expect(await healthOn("127.0.0.1", port)).toBe("ECONNREFUSED");
    expect(server.log()).toContain(`http://127.0.0.5:${port}`);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test("an option npm start does not know is refused with the usage, not ignored", async () => {
  const { spawnSync } = await import("node:child_process");
  const run = spawnSync(process.execPath, ["scripts/start.mjs", "--host", "127.0.0.5"], { encoding: "utf8", timeout: 60_000 });
  expect(run.status).toBe(2);
  expect(run.stderr).toContain("Unknown option --host. Usage: npm start -- [-H <host>] [-p <port>]");
});
