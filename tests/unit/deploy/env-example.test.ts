import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { requiredSettings } from "@/lib/production-settings";

// .env.example lists every variable lib/env.ts reads that a deployment may set, each with how to
// make it where it is a secret; the ones for tests, the bench and the platform itself are left out.
const NOT_FOR_A_DEPLOYMENT = new Set([
  "NODE_ENV",
  "SOCKET_ADDRESS_IN_XFF",
  "DEV_OUTBOX",
  "AUTH_GOOGLE_ISSUER",
  "VERCEL",
  "VERCEL_PROJECT_PRODUCTION_URL",
  "BENCH_LOG_QUERIES",
  "TEST_ERROR_ROUTES",
  "HABIT_PACKS_DIR",
  "TEST_CLOCK",
]);

const declared = [...fs.readFileSync("lib/env.ts", "utf8").matchAll(/^ {4}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]!);
const example = fs.readFileSync(".env.example", "utf8");
const listed = new Set([...example.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]!));

describe(".env.example", () => {
  it("lists every variable a deployment may set", () => {
    expect(declared.length).toBeGreaterThan(20);
    expect(declared.filter((name) => !NOT_FOR_A_DEPLOYMENT.has(name) && !listed.has(name))).toEqual([]);
  });

  it("names no variable the app does not read, except compose's own", () => {
    expect([...listed].filter((name) => !declared.includes(name))).toEqual(["POSTGRES_PASSWORD", "HTTP_PORT"]);
  });

  it("has the required settings uncommented, and says how to make each secret", () => {
    for (const name of requiredSettings(false).filter((n) => n !== "APP_URL")) {
      expect(example).toMatch(new RegExp(`^${name}=$`, "m"));
      const before = example.slice(0, example.search(new RegExp(`^${name}=`, "m")));
      expect(before.split("\n").slice(-3).join("\n")).toMatch(/openssl rand/);
    }
    expect(example).toMatch(/^APP_URL=http:\/\/localhost:8080$/m);
  });
});
