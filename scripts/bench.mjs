#!/usr/bin/env node
// `npm run bench`: builds once, then measures what the issues set targets for and exits
// non-zero when one is missed. Each check prints its own table; later issues add checks.
import { spawn } from "node:child_process";
import fs from "node:fs";
import { gzipSync } from "node:zlib";
import os from "node:os";
import path from "node:path";
import { buildIfStale, nextBin } from "./build.mjs";
import { ensureAuthSecret } from "./local-env.mjs";

const TIGHT_ROUTES = new Set(["/", "/login", "/signup"]);
const budgetFor = (route) => (TIGHT_ROUTES.has(route) ? 150 : 175);
const LOGIN_RUNS = 50;
const LOGIN_P95_TARGET_MS = 150;

function firstLoadTable() {
  const stats = JSON.parse(fs.readFileSync(".next/diagnostics/route-bundle-stats.json", "utf8"));
  const gz = new Map();
  const size = (file) => {
    if (!gz.has(file)) gz.set(file, gzipSync(fs.readFileSync(file), { level: 9 }).length);
    return gz.get(file);
  };
  return stats
    .filter((r) => !r.route.startsWith("/api") && r.firstLoadChunkPaths.length > 0)
    .map((r) => {
      const kb = r.firstLoadChunkPaths.reduce((sum, file) => sum + size(file), 0) / 1024;
      return { route: r.route, kb, budget: budgetFor(r.route) };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}

async function waitFor(url, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Server did not answer at ${url}`);
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function loginRoundTrips(base) {
  const account = { email: `bench-${Date.now()}@example.com`, password: "bench-quiet-river-42", firstName: "Bench", lastName: "Mark" };
  const headers = { "content-type": "application/json" };
  const signup = await fetch(`${base}/api/user/signup`, { method: "POST", headers, body: JSON.stringify(account) });
  if (signup.status !== 201) throw new Error(`signup failed: ${signup.status} ${await signup.text()}`);
  const login = () =>
    fetch(`${base}/api/user/login`, { method: "POST", headers, body: JSON.stringify({ email: account.email, password: account.password, rememberMe: true }) });
  for (let i = 0; i < 5; i++) await login(); // warm the route and the argon2 pool
  const times = [];
  for (let i = 0; i < LOGIN_RUNS; i++) {
    const started = performance.now();
    const response = await login();
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`login ${i} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function main() {
  const env = { ...process.env, AUTH_SECRET: ensureAuthSecret(), NODE_ENV: "production" };
  buildIfStale(env);
  let ok = true;

  console.log("\nFirst-load JavaScript per route (gzip)");
  console.log("route".padEnd(28), "KB".padStart(7), "budget".padStart(7), " ");
  for (const row of firstLoadTable()) {
    const pass = row.kb <= row.budget;
    ok &&= pass;
    console.log(row.route.padEnd(28), row.kb.toFixed(1).padStart(7), String(row.budget).padStart(7), pass ? " ok" : " OVER");
  }

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "jtp-bench-"));
  const port = String(3300 + Math.floor(Math.random() * 500));
  const server = spawn(process.execPath, [nextBin(), "start", "-p", port], {
    env: { ...env, PGLITE_DIR: path.join(dataDir, "pglite"), DATABASE_URL: "", SMTP_HOST: "" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/api/health`);
    const { p50, p95 } = await loginRoundTrips(base);
    const pass = p95 <= LOGIN_P95_TARGET_MS;
    ok &&= pass;
    console.log(`\nLogin round trip over ${LOGIN_RUNS} logins: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (target p95 ≤ ${LOGIN_P95_TARGET_MS} ms)${pass ? " ok" : " OVER"}`);
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  console.log(ok ? "\nAll budgets met." : "\nSome budgets were missed.");
  process.exit(ok ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
