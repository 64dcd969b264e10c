import fs from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { appOrigin, env, resetEnvCache } from "@/lib/env";
import { requiredSettings } from "@/lib/production-settings";

// The README's "Deploy with Vercel" button asks for exactly what a production server on Vercel
// refuses to start without (lib/production-settings.ts), less what the platform gives itself.

const readme = fs.readFileSync("README.md", "utf8");
const button = /\[!\[Deploy with Vercel\]\(https:\/\/vercel\.com\/button\)\]\((https:\/\/vercel\.com\/new\/clone\?[^)\s]+)\)/.exec(readme)?.[1];
const params = new URL(button ?? "https://vercel.com/missing").searchParams;
/** What the Postgres product the button adds sets in the project (Neon's Vercel integration). */
const SET_BY_THE_DATABASE_PRODUCT = ["DATABASE_URL"];

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvCache();
});

describe("the deploy button", () => {
  it("is in the README", () => {
    expect(button).toBeDefined();
  });

  it("asks for exactly the settings the app requires on Vercel, the database's URL coming from the Postgres it adds", () => {
    const asked = params.get("env")!.split(",");
    expect(new Set(asked).size).toBe(asked.length);
    expect([...asked, ...SET_BY_THE_DATABASE_PRODUCT].sort()).toEqual(requiredSettings(true).sort());
    const products = JSON.parse(params.get("products")!) as { type: string; protocol: string; integrationSlug: string }[];
    expect(products).toEqual([expect.objectContaining({ type: "integration", protocol: "storage", integrationSlug: "neon" })]);
  });

  it("says how to make each one it asks for, never giving a value", () => {
    const description = params.get("envDescription")!;
    for (const name of params.get("env")!.split(",")) expect(description).toContain(name);
    expect(description).toContain("openssl rand");
    for (const name of params.keys()) expect(name).not.toBe("envDefaults");
  });
});

describe("vercel.json", () => {
  const config = JSON.parse(fs.readFileSync("vercel.json", "utf8")) as { buildCommand: string; crons: { path: string; schedule: string }[] };

  it("migrates before the build, so a deploy without a database fails before it serves", () => {
    expect(config.buildCommand).toBe("npm run db:migrate && npm run build");
  });

  it("calls the reminder sender on a schedule the Hobby plan accepts (once a day)", () => {
    expect(config.crons).toHaveLength(1);
    const [cron] = config.crons;
    expect(cron!.path).toBe("/api/cron/reminders");
    expect(fs.existsSync("app/api/cron/reminders/route.ts")).toBe(true);
    const [minute, hour] = cron!.schedule.split(" ");
    expect(minute).toMatch(/^\d+$/);
    expect(hour).toMatch(/^\d+$/);
  });
});

describe("on Vercel", () => {
  const onVercel = (vars: Record<string, string>) => {
    for (const [name, value] of Object.entries({ NODE_ENV: "production", VERCEL: "1", APP_URL: "", TRUSTED_PROXY_HOPS: "", ...vars })) vi.stubEnv(name, value);
    resetEnvCache();
  };

  it("takes the project's production domain as the origin when APP_URL is unset, and APP_URL when it is set", () => {
    onVercel({ VERCEL_PROJECT_PRODUCTION_URL: "peace-abc.vercel.app" });
    expect(appOrigin()).toBe("https://peace-abc.vercel.app");
    onVercel({ VERCEL_PROJECT_PRODUCTION_URL: "peace-abc.vercel.app", APP_URL: "https://peace.example.com/" });
    expect(appOrigin()).toBe("https://peace.example.com");
  });

  it("trusts its one edge proxy by default, and a set count anywhere", () => {
    onVercel({});
    expect(env().TRUSTED_PROXY_HOPS).toBe(1);
    onVercel({ TRUSTED_PROXY_HOPS: "2" });
    expect(env().TRUSTED_PROXY_HOPS).toBe(2);
    onVercel({ VERCEL: "" });
    expect(env().TRUSTED_PROXY_HOPS).toBe(0);
  });
});
