// Builds the app when the build is missing or older than its sources (shared by start, e2e, bench).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const SOURCES = [
  "app",
  "components",
  "lib",
  "content",
  // The interface catalogues are imported by the app: a changed word needs a new build too.
  "messages",
  "db",
  "public",
  "proxy.ts",
  "instrumentation.ts",
  "instrumentation-client.ts",
  "next.config.ts",
  "package-lock.json",
];

export const nextBin = (root = process.cwd()) => path.join(root, "node_modules", "next", "dist", "bin", "next");

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(entry).reduce((max, name) => Math.max(max, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

export function buildIsCurrent(root = process.cwd()) {
  const buildId = path.join(root, ".next", "BUILD_ID");
  if (!fs.existsSync(buildId)) return false;
  const built = fs.statSync(buildId).mtimeMs;
  return SOURCES.every((entry) => newestMtime(path.join(root, entry)) <= built);
}

/** Runs `next build` (as `npm run build` does) unless the current build is newer than every source; exits on failure. */
export function buildIfStale(env, { force = false } = {}) {
  if (!force && buildIsCurrent()) return;
  console.log("Building the app…");
  const started = new Date();
  const result = spawnSync(process.execPath, [nextBin(), "build"], { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
  // The build is as old as the sources it read: a file saved while it ran makes the next run rebuild.
  fs.utimesSync(path.join(process.cwd(), ".next", "BUILD_ID"), started, started);
}
