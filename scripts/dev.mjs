#!/usr/bin/env node
// `npm run dev`: next dev with a local AUTH_SECRET when none is set.
import { spawn } from "node:child_process";
import path from "node:path";
import { ensureAuthSecret, ensureDataKey, localAppUrl } from "./local-env.mjs";

const nextBin = path.join(process.cwd(), "node_modules", "next", "dist", "bin", "next");
const child = spawn(process.execPath, [nextBin, "dev", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, AUTH_SECRET: ensureAuthSecret(), DATA_KEY: ensureDataKey(), APP_URL: localAppUrl(process.env.PORT ?? "3000") },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
