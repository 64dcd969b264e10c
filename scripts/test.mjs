#!/usr/bin/env node
// `npm test`, what CI runs: lint, typecheck, unit, integration (PGlite, and Postgres when
// TEST_DATABASE_URL is set) and the end-to-end tests. Stops at the first failing step.
import { spawnSync } from "node:child_process";

const steps = [
  ["lint", ["run", "lint"]],
  ["typecheck", ["run", "typecheck"]],
  ["unit", ["run", "test:unit"]],
  ["integration (PGlite)", ["run", "test:integration"], { TEST_DATABASE_URL: "" }],
  ...(process.env.TEST_DATABASE_URL ? [["integration (Postgres)", ["run", "test:integration"], {}]] : []),
  ["end-to-end", ["run", "test:e2e"]],
];

for (const [name, args, extraEnv = {}] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync("npm", args, { stdio: "inherit", env: { ...process.env, ...extraEnv } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds}s)`);
}
console.log("\nAll checks passed.");
