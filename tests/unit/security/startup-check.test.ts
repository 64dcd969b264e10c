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
  for (const [name, value] of Object.entries(vars)) vi.stubEnv(name, value);
  resetEnvCache();
  const exit = vi.spyOn(process, "exit").mockImplementation((() => undefined) as never);
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  exitUnlessStartable();
  return { exitCodes: exit.mock.calls.map((call) => call[0]), messages: error.mock.calls.map((call) => String(call[0])) };
}

describe("the server's start check", () => {
  it("stops a production server that has no APP_URL, saying why", () => {
    const { exitCodes, messages } = runCheck({ NODE_ENV: "production", APP_URL: "" });
    expect(exitCodes).toEqual([1]);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^\[startup\] .*APP_URL/);
  });

  it("lets a production server with its public origin start", () => {
    expect(runCheck({ NODE_ENV: "production", APP_URL: "https://peace.example.com" })).toEqual({ exitCodes: [], messages: [] });
  });

  it("lets a local development run start without APP_URL (it serves on localhost)", () => {
    expect(runCheck({ NODE_ENV: "development", APP_URL: "" })).toEqual({ exitCodes: [], messages: [] });
  });
});
