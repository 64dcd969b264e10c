import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Comments cite what a reader of the repository can open: a record in docs/decisions/ (README,
// "How the code should read"), never a document outside it. This keeps those citations honest.
const root = path.resolve(import.meta.dirname, "../../..");
const DECISIONS_DIR = path.join(root, "docs/decisions");
const SCANNED = ["app", "components", "lib", "db", "content", "scripts", "tests", "docs", "proxy.ts", "instrumentation.ts", "README.md"];
const TEXT_FILE = /\.(ts|tsx|mts|mjs|js|cjs|css|md|json)$/;
const SELF = path.relative(root, import.meta.filename);

function filesUnder(relative: string): string[] {
  const full = path.join(root, relative);
  let stat;
  try {
    stat = statSync(full);
  } catch {
    return [];
  }
  if (stat.isFile()) return TEXT_FILE.test(relative) ? [relative] : [];
  return readdirSync(full).flatMap((name) => (name === "node_modules" || name.startsWith(".") ? [] : filesUnder(path.join(relative, name))));
}

const records = readdirSync(DECISIONS_DIR).filter((name) => name.endsWith(".md"));
const numbered = new Set(
  records
    .map((name) => /^(\d{4})-/.exec(name)?.[1])
    .filter((n): n is string => Boolean(n))
    .map(Number),
);

type Citation = { file: string; line: number; text: string };

const located = (c: Citation, why: string) => `${c.file}:${c.line} ${why}: ${c.text.slice(0, 160)}`;

/** Every place in the scanned files where `pattern` matches, with what `problem` says is wrong (or null). */
function findProblems(problem: (match: RegExpExecArray) => string | null, pattern: RegExp): string[] {
  const found: string[] = [];
  for (const file of SCANNED.flatMap(filesUnder)) {
    if (file === SELF) continue;
    readFileSync(path.join(root, file), "utf8")
      .split("\n")
      .forEach((text, index) => {
        for (const match of text.matchAll(new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`))) {
          const why = problem(match as RegExpExecArray);
          if (why) found.push(located({ file, line: index + 1, text: text.trim() }, why));
        }
      });
  }
  return found;
}

describe("citations of decisions", () => {
  it("finds the numbered records", () => {
    expect(numbered.has(23)).toBe(true);
  });

  it("cites only record files that exist", () => {
    const problems = findProblems((m) => (records.includes(m[1]!) ? null : `no file docs/decisions/${m[1]}`), /docs\/decisions\/([\w.-]+\.md)/);
    expect(problems).toEqual([]);
  });

  it("cites only decision numbers that have a record (docs/decisions/NNNN-…, or 'decision NN')", () => {
    const byPath = findProblems((m) => (numbered.has(Number(m[1])) ? null : `no record ${m[1]}`), /docs\/decisions\/(\d{4})/);
    const byNumber = findProblems((m) => (numbered.has(Number(m[1])) ? null : `no record for decision ${m[1]}`), /\bdecisions?\s+(\d{1,4})\b/i);
    expect([...byPath, ...byNumber]).toEqual([]);
  });

  it("never points at documents outside the repository", () => {
    const problems = findProblems(() => "points outside the repository", /\.\.\/shared\b|\/work\/shared\b/);
    expect(problems).toEqual([]);
  });
});
