import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { fail, ok } from "@/lib/action-result";
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable, orUnavailable } from "@/lib/errors/unavailable";

// What reaches the app while Postgres restarts: postgres-js's own codes for a lost or refused
// connection, Node's socket errors, and the server's shutdown and start-up SQLSTATEs, each bare
// or wrapped by drizzle as the cause of a failed query.
const coded = (code: string) => Object.assign(new Error("connection"), { code });
const wrapped = (cause: Error) => new DrizzleQueryError("select 1", [], cause);

describe("a database that cannot be reached is told apart from other errors", () => {
  it.each(["CONNECTION_CLOSED", "CONNECTION_ENDED", "CONNECT_TIMEOUT", "ECONNREFUSED", "ECONNRESET", "57P01", "57P03", "08006", "53300"])(
    "%s, bare and wrapped",
    (code) => {
      expect(isDatabaseUnavailable(coded(code))).toBe(true);
      expect(isDatabaseUnavailable(wrapped(coded(code)))).toBe(true);
    },
  );

  it.each([coded("23505"), coded("22021"), coded("42P01"), new Error("boom"), null, "ECONNREFUSED"])("not %j", (error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe("an action's service behind orUnavailable", () => {
  it("returns the service's own result, failure included", async () => {
    expect(await orUnavailable(async () => ok(1))).toEqual(ok(1));
    expect(await orUnavailable(async () => fail(404, "Not here"))).toEqual(fail(404, "Not here"));
  });

  it("answers an unreachable database with a calm 503 failure, and rethrows anything else", async () => {
    expect(await orUnavailable(async () => Promise.reject(wrapped(coded("CONNECTION_CLOSED"))))).toEqual(fail(503, DATABASE_UNAVAILABLE));
    await expect(orUnavailable(async () => Promise.reject(wrapped(coded("23505"))))).rejects.toThrow("Failed query");
  });
});
