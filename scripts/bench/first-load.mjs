// First-load JavaScript per route (gzip), from the build's route bundle stats (STACK-NOTES).
import fs from "node:fs";
import { gzipSync } from "node:zlib";
import { printTable, verdict } from "./table.mjs";

const TIGHT_ROUTES = new Set(["/", "/login", "/signup"]);
const budgetFor = (route) => (TIGHT_ROUTES.has(route) ? 150 : 175);

/** Prints the table; returns whether every route is within its budget. */
export function checkFirstLoad() {
  const stats = JSON.parse(fs.readFileSync(".next/diagnostics/route-bundle-stats.json", "utf8"));
  const gz = new Map();
  const size = (file) => {
    if (!gz.has(file)) gz.set(file, gzipSync(fs.readFileSync(file), { level: 9 }).length);
    return gz.get(file);
  };
  const rows = stats
    .filter((r) => !r.route.startsWith("/api") && r.firstLoadChunkPaths.length > 0)
    .map((r) => ({ route: r.route, kb: r.firstLoadChunkPaths.reduce((sum, file) => sum + size(file), 0) / 1024, budget: budgetFor(r.route) }))
    .sort((a, b) => a.route.localeCompare(b.route));
  printTable(
    "First-load JavaScript per route (gzip)",
    [
      ["route", 28],
      ["KB", 7],
      ["budget", 7],
      ["", 7],
    ],
    rows.map((r) => [r.route, r.kb.toFixed(1), r.budget, verdict(r.kb <= r.budget)]),
  );
  return rows.every((r) => r.kb <= r.budget);
}
