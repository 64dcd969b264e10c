#!/usr/bin/env node
// `npm start`: builds when the build is missing or older than the sources, then serves it.
// With no DATABASE_URL the server uses the embedded database in .data/ and migrates it itself.
import { spawnSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ensureAuthSecret } from "./local-env.mjs";

const root = process.cwd();
const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
const SOURCES = ["app", "components", "lib", "content", "db", "public", "proxy.ts", "instrumentation.ts", "next.config.ts", "package-lock.json"];

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(entry).reduce((max, name) => Math.max(max, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

function buildIsCurrent() {
  const buildId = path.join(root, ".next", "BUILD_ID");
  if (!fs.existsSync(buildId)) return false;
  const built = fs.statSync(buildId).mtimeMs;
  return SOURCES.every((entry) => newestMtime(path.join(root, entry)) <= built);
}

const env = { ...process.env, AUTH_SECRET: ensureAuthSecret(root), NODE_ENV: "production" };

if (!buildIsCurrent()) {
  console.log("Building the app (about a minute the first time)…");
  const build = spawnSync(process.execPath, [nextBin, "build"], { stdio: "inherit", env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = process.env.PORT ?? "3000";
const server = spawn(process.execPath, [nextBin, "start", "-p", port, ...process.argv.slice(2)], { stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
