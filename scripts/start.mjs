#!/usr/bin/env node
// `npm start`: builds when the build is missing or older than the sources, then serves it.
// With no DATABASE_URL the server uses the embedded database in .data/ and migrates it itself.
import { spawn } from "node:child_process";
import { buildIfStale } from "./build.mjs";
import { ensureAuthSecret, ensureDataKey, localAppUrl } from "./local-env.mjs";
import { serveOptionsOrExit } from "./serve-options.mjs";

// `npm start -- -H 127.0.0.1 -p 8080` binds that address and port, as `next start` would.
const { hostname, port } = serveOptionsOrExit(process.argv.slice(2));
// On a laptop the app's origin is its own local address (links in mail point here).
// The server sends due reminders itself, on a timer (lib/reminders/timer.ts); REMINDER_TIMER=0 turns that off.
const env = {
  REMINDER_TIMER: "1",
  ...process.env,
  AUTH_SECRET: ensureAuthSecret(),
  DATA_KEY: ensureDataKey(),
  NODE_ENV: "production",
  APP_URL: localAppUrl(port),
};
buildIfStale(env);

console.log(`Serving on http://${hostname ?? "localhost"}:${port}`);
// scripts/serve.mjs is Next's own server with one addition: it knows the caller's real address.
const server = spawn(process.execPath, ["scripts/serve.mjs", "--port", port, ...(hostname ? ["--hostname", hostname] : [])], { stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
