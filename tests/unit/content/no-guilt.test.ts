import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// A lapse is never punished (issue 26): no streak to break and no words that scold a gap. Every
// word a person can read lives in these folders, so a scan of them keeps it that way.
const ROOTS = ["app", "components", "content", "lib"];
const GUILT = [
  /\bstreaks?\b/i,
  /\byou missed\b/i,
  /\bmissed (a|your) day\b/i,
  /\bdon'?t break\b/i,
  /\byou broke\b/i,
  /\bfell behind\b/i,
  /\byou failed\b/i,
  /\blost your progress\b/i,
  /\bstart (over|again) from (zero|scratch)\b/i,
];

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full);
    return /\.(tsx?|json|md)$/.test(entry.name) ? [full] : [];
  });
}

describe("no guilt wording", () => {
  it("finds no streaks and no scolding of lapses in anything shown to people", () => {
    const hits = ROOTS.flatMap(files).flatMap((file) => {
      // Comments are for the people who write the code, and may name what the product avoids.
      const text = fs
        .readFileSync(file, "utf8")
        .replace(/\/\*[\s\S]*?\*\//g, "")
        .replace(/(^|[^:"'`])\/\/.*$/gm, "$1");
      return GUILT.filter((pattern) => pattern.test(text)).map((pattern) => `${file}: ${pattern}`);
    });
    expect(hits).toEqual([]);
  });

  it("would catch one", () => {
    expect(GUILT.some((pattern) => pattern.test("Keep your 5-day streak alive!"))).toBe(true);
    expect(GUILT.some((pattern) => pattern.test("You missed yesterday."))).toBe(true);
  });
});
