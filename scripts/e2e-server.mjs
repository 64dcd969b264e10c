#!/usr/bin/env node
// The server Playwright starts: the production build on a fresh embedded database in a temp
// folder, with the dev outbox readable so reset mails can be followed.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import webpush from "web-push";
import { nextBin } from "./build.mjs";
import { writeBrokenPacks } from "./e2e-packs.mjs";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "jtp-e2e-"));
const port = process.env.E2E_PORT ?? "3200";
// Throwaway Web Push keys, so the Reminders settings offer notifications (tests/e2e/reminders.spec.ts).
const vapid = webpush.generateVAPIDKeys();
const env = {
  ...process.env,
  NODE_ENV: "production",
  PGLITE_DIR: path.join(dataDir, "pglite"),
  AUTH_SECRET: process.env.AUTH_SECRET ?? "e2e-only-secret-not-for-real-use-0123456789",
  // A throwaway key per run: the e2e database is thrown away too.
  DATA_KEY: process.env.DATA_KEY ?? randomBytes(32).toString("base64url"),
  DEV_OUTBOX: "1",
  // The app's origin comes from configuration only, as deployed; tests reach it on 127.0.0.1.
  APP_URL: `http://127.0.0.1:${port}`,
  // Playwright plays one proxy in front of the app: it sets X-Forwarded-For per test.
  TRUSTED_PROXY_HOPS: "1",
  TEST_ERROR_ROUTES: "1",
  // The season spec reads the season and the day's rhythm at a fixed moment (lib/time/request-now.ts).
  TEST_CLOCK: "1",
  HABIT_PACKS_DIR: writeBrokenPacks(path.join(dataDir, "packs")),
  // Contact messages are then "mailed" into the dev outbox, where the tests can read them.
  CONTACT_TO: "contact@example.com",
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
  VAPID_SUBJECT: "mailto:e2e@example.com",
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
