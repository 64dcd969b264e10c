#!/usr/bin/env node
// `npm test`, what CI runs: lint, typecheck, knip (unused files, exports and dependencies), unit,
// component, integration (PGlite, and Postgres when TEST_DATABASE_URL is set), the end-to-end tests
// and the fuzz runs. Stops at the first failing step, and ends with a table of each step's time (also after a failure), so a slow stage shows at a glance.
import { spawnSync } from "node:child_process";

const steps = [
  ["lint", ["run", "lint"]],
  ["format", ["run", "format:check"]],
  ["typecheck", ["run", "typecheck"]],
  ["knip", ["run", "knip"]],
  ["unit", ["run", "test:unit"]],
  ["component", ["run", "test:component"]],
  ["integration (PGlite)", ["run", "test:integration"], { TEST_DATABASE_URL: "" }],
  ...(process.env.TEST_DATABASE_URL ? [["integration (Postgres)", ["run", "test:integration"], {}]] : []),
  // The typecheck step above already ran tsc on this tree: the e2e build skips Next's second pass (next.config.ts).
  ["end-to-end", ["run", "test:e2e"], { TYPES_CHECKED_BY_TSC: "1", FUZZ_CASES: "" }],
  // Every input fuzzed (tests/e2e/fuzz/, docs/testing.md): the same build on a fresh embedded database takes
  // 21,000 cases, and a server on the local Postgres an eighth as many when TEST_DATABASE_URL is set.
  ["fuzz", ["run", "test:e2e", "--", "tests/e2e/fuzz"], { TYPES_CHECKED_BY_TSC: "1", FUZZ_CASES: process.env.FUZZ_CASES || "21000" }],
];

const timings = [];

function printSummary() {
  const width = Math.max(...steps.map(([name]) => name.length));
  const total = timings.reduce((sum, t) => sum + t.seconds, 0);
  console.log("\nStep times:");
  for (const [name] of steps) {
    const t = timings.find((row) => row.name === name);
    const figure = t ? `${t.seconds.toFixed(1).padStart(7)}s  ${t.ok ? "passed" : "FAILED"}` : "      -   not run";
    console.log(`  ${name.padEnd(width)}  ${figure}`);
  }
  console.log(`  ${"total".padEnd(width)}  ${total.toFixed(1).padStart(7)}s`);
}

for (const [name, args, extraEnv = {}] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync("npm", args, { stdio: "inherit", env: { ...process.env, ...extraEnv } });
  const seconds = (Date.now() - started) / 1000;
  const ok = result.status === 0;
  timings.push({ name, seconds, ok });
  if (!ok) {
    console.error(`\n✖ ${name} failed after ${seconds.toFixed(1)}s`);
    printSummary();
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds.toFixed(1)}s)`);
}
printSummary();
console.log("\nAll checks passed.");
