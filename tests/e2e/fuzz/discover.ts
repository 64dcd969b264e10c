import fs from "node:fs";
import path from "node:path";

// What the fuzzer must reach, found where Next finds it: every app/**/route.ts on disk, and every
// server action in the build's server-reference manifest (ids are the build's; a browser sends
// one as the Next-Action header). A new route or action is found without anyone listing it.

const HTTP_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

export type RouteFile = { file: string; pattern: string; methods: string[] };
export type ActionRef = { id: string; key: string; pages: string[] };

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return /^route\.(ts|tsx|js|mjs)$/.test(entry.name) ? [full] : [];
  });
}

/** A file's folder as its URL: route groups `(x)` and private `_x` folders drop out. */
const urlOf = (segments: string[]) => "/" + segments.filter((s) => !/^\(.*\)$/.test(s)).join("/");

/** Every route handler under app/, with the methods its module exports. */
export function discoverRoutes(root: string): RouteFile[] {
  return routeFiles(path.join(root, "app"))
    .map((full) => {
      const file = path.relative(root, full).split(path.sep).join("/");
      const source = fs.readFileSync(full, "utf8");
      const methods = HTTP_METHODS.filter((m) =>
        new RegExp(`export\\s+(async\\s+)?(function|const)\\s+${m}\\b|export\\s+const\\s+\\{[^}]*\\b${m}\\b`).test(source),
      );
      return { file, pattern: urlOf(file.split("/").slice(1, -1)), methods: [...methods] };
    })
    .sort((a, b) => a.file.localeCompare(b.file));
}

type Manifest = { node: Record<string, { workers: Record<string, unknown>; filename?: string; exportedName?: string }> };

/** Every server action of the build: its id, `file#export` and the pages that carry it. */
export function discoverActions(root: string): ActionRef[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, ".next", "server", "server-reference-manifest.json"), "utf8")) as Manifest;
  return Object.entries(manifest.node)
    .map(([id, entry]) => ({
      id,
      key: `${entry.filename}#${entry.exportedName}`,
      pages: Object.keys(entry.workers)
        // Next's own not-found worker carries the layout's actions, but no page posts from it.
        .filter((worker) => worker.endsWith("/page") && worker !== "app/_not-found/page")
        .map((worker) => urlOf(worker.split("/").slice(1, -1))),
    }))
    .sort((a, b) => a.key.localeCompare(b.key));
}

/** A pattern's `[param]` and `[...param]` segments filled in. */
export function fillPattern(pattern: string, values: Record<string, string>): string {
  return pattern.replace(/\[(?:\.\.\.)?([^\]]+)\]/g, (_, name: string) => values[name] ?? "x");
}

export const paramNames = (pattern: string) => [...pattern.matchAll(/\[(?:\.\.\.)?([^\]]+)\]/g)].map((m) => m[1]!);
