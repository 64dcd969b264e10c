import { afterAll, beforeAll } from "vitest";
import { setDbForTests } from "@/db/client";
import { createTestDatabase, type TestDatabase } from "./test-db";

// Journal text is encrypted at rest; tests get a fixed throwaway key (never a real one).
process.env.DATA_KEY ??= "0".repeat(63) + "1";

let testDb: TestDatabase | undefined;

beforeAll(async () => {
  testDb = await createTestDatabase();
  setDbForTests(testDb.db);
});

afterAll(async () => {
  await testDb?.dispose();
});
