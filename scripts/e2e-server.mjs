#!/usr/bin/env node
// The server Playwright starts: the production build on a fresh embedded database in a temp
// folder, with the dev outbox readable so reset mails can be followed.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { nextBin } from "./build.mjs";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "jtp-e2e-"));
const port = process.env.E2E_PORT ?? "3200";
const env = {
  ...process.env,
  NODE_ENV: "production",
  PGLITE_DIR: path.join(dataDir, "pglite"),
  AUTH_SECRET: process.env.AUTH_SECRET ?? "e2e-only-secret-not-for-real-use-0123456789",
  DEV_OUTBOX: "1",
  DATABASE_URL: "",
  SMTP_HOST: "",
};
const server = spawn(process.execPath, [nextBin(), "start", "-p", port], { stdio: "inherit", env });
const stop = (signal) => server.kill(signal);
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
server.on("exit", (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
