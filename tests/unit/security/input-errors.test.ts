import { describe, expect, it } from "vitest";
import { DATABASE_UNAVAILABLE, RETRY_AFTER_SECONDS } from "@/lib/errors/unavailable";
import { INPUT_NOT_STORABLE, isInputDataError, withInputErrors } from "@/lib/http/input-errors";

// What a driver throws when Postgres refuses a value: postgres-js and PGlite put the SQLSTATE on
// the error, drizzle wraps it as the cause of its own error.
const pgError = (code: string) => Object.assign(new Error("refused"), { code });
const wrapped = (cause: unknown) => Object.assign(new Error("Failed query"), { cause });

describe("database errors caused by input answer 400, others still throw", () => {
  it.each(["22021", "22P05", "22P02", "22001", "22003"])("recognises data exception %s, bare and wrapped", (code) => {
    expect(isInputDataError(pgError(code))).toBe(true);
    expect(isInputDataError(wrapped(pgError(code)))).toBe(true);
  });

  it.each([pgError("23505"), pgError("57P01"), pgError("08006"), new Error("boom"), null, "22021"])("does not take %j for input", (error) => {
    expect(isInputDataError(error)).toBe(false);
  });

  it("turns a wrapped 22021 into a 400 with a message, a lost connection into a 503 to retry, and rethrows anything else", async () => {
    const refused = withInputErrors(async () => {
      throw wrapped(pgError("22021"));
    });
    const response = await refused();
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: INPUT_NOT_STORABLE });
    const down = withInputErrors(async () => {
      throw wrapped(pgError("08006"));
    });
    const unavailable = await down();
    expect(unavailable.status).toBe(503);
    expect(unavailable.headers.get("retry-after")).toBe(String(RETRY_AFTER_SECONDS));
    expect(await unavailable.json()).toEqual({ message: DATABASE_UNAVAILABLE });
    const broken = withInputErrors(async () => {
      throw wrapped(pgError("23505"));
    });
    await expect(broken()).rejects.toThrow("Failed query");
  });
});
