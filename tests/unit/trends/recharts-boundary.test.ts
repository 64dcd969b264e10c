import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const SOURCE_DIRS = ["app", "components", "lib"];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

const files = SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(ROOT, dir)));
const rel = (file: string) => path.relative(ROOT, file).split(path.sep).join("/");

// Issue 9: recharts (about 100 KB gzip with its dependencies) is loaded only where a chart shows.
describe("where recharts may be imported", () => {
  it("only the trend chart module imports recharts", () => {
    const importers = files.filter((file) => /from\s+["']recharts["']|import\(\s*["']recharts["']\s*\)/.test(fs.readFileSync(file, "utf8")));
    expect(importers.map(rel)).toEqual(["components/trends/charts.tsx"]);
  });

  it("and that module is only ever imported lazily, by LazyChart", () => {
    const statically = files.filter((file) => /from\s+["'](\.\/|@\/components\/trends\/)charts["']/.test(fs.readFileSync(file, "utf8")));
    expect(statically.map(rel)).toEqual([]);
    const lazily = files.filter((file) => /import\(\s*["'](\.\/|@\/components\/trends\/)charts["']\s*\)/.test(fs.readFileSync(file, "utf8")));
    expect(lazily.map(rel)).toEqual(["components/trends/lazy-chart.tsx"]);
  });
});
