import { afterEach, describe, expect, it, vi } from "vitest";
import { resetEnvCache } from "@/lib/env";
import { exitUnlessStartable } from "@/lib/startup-check";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  resetEnvCache();
});

/** Runs the check with process.exit and console.error caught; returns what they were called with. */
function runCheck(vars: Record<string, string>) {
  vi.restoreAllMocks();
  for (const [name, value] of Object.entries(vars)) vi.stubEnv(name, value);
  resetEnvCache();
  const exit = vi.spyOn(process, "exit").mockImplementation((() => undefined) as never);
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  exitUnlessStartable();
  return { exitCodes: exit.mock.calls.map((call) => call[0]), messages: error.mock.calls.map((call) => String(call[0])) };
}

const SECRETS = { AUTH_SECRET: "a-session-secret-for-this-test-only", DATA_KEY: "a-data-key-for-this-test-only" };
const NOT_VERCEL = { VERCEL: "", VERCEL_PROJECT_PRODUCTION_URL: "", DATABASE_URL: "", CRON_SECRET: "" };

describe("the server's start check", () => {
  it("stops a production server that has no APP_URL, saying why", () => {
    const { exitCodes, messages } = runCheck({ ...NOT_VERCEL, ...SECRETS, NODE_ENV: "production", APP_URL: "" });
    expect(exitCodes).toEqual([1]);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^\[startup\] .*APP_URL/);
  });

  it("stops a production server without its secrets, naming each one and how to make it", () => {
    const { exitCodes, messages } = runCheck({ ...NOT_VERCEL, AUTH_SECRET: "", DATA_KEY: " ", NODE_ENV: "production", APP_URL: "https://peace.example.com" });
    expect(exitCodes).toEqual([1]);
    expect(messages).toEqual([
      expect.stringMatching(/^\[startup\] AUTH_SECRET is not set: .*openssl rand/),
      expect.stringMatching(/^\[startup\] DATA_KEY is not set: .*openssl rand/),
    ]);
  });

  it("lets a production server with its secrets and public origin start", () => {
    expect(runCheck({ ...NOT_VERCEL, ...SECRETS, NODE_ENV: "production", APP_URL: "https://peace.example.com" })).toEqual({ exitCodes: [], messages: [] });
  });

  it("refuses the embedded database on Vercel, and asks for the cron's secret there", () => {
    const onVercel = { ...SECRETS, NODE_ENV: "production", APP_URL: "", VERCEL: "1", VERCEL_PROJECT_PRODUCTION_URL: "peace.vercel.app" };
    const { exitCodes, messages } = runCheck({ ...onVercel, DATABASE_URL: "", CRON_SECRET: "" });
    expect(exitCodes).toEqual([1]);
    expect(messages).toEqual([
      expect.stringMatching(/^\[startup\] DATABASE_URL is not set: the embedded database cannot run on Vercel/),
      expect.stringMatching(/^\[startup\] CRON_SECRET is not set/),
    ]);
    // APP_URL is not asked for there: the platform's production domain stands in.
    expect(runCheck({ ...onVercel, DATABASE_URL: "postgres://db.example/peace", CRON_SECRET: "a-cron-secret-of-some-length" })).toEqual({
      exitCodes: [],
      messages: [],
    });
  });

  it("lets a local development run start without APP_URL or secrets (it serves on localhost)", () => {
    expect(runCheck({ ...NOT_VERCEL, NODE_ENV: "development", APP_URL: "", AUTH_SECRET: "", DATA_KEY: "" })).toEqual({ exitCodes: [], messages: [] });
  });
});
