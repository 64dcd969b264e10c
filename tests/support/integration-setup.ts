import { afterAll, beforeAll } from "vitest";
import { setDbForTests } from "@/db/client";
import { createTestDatabase, type TestDatabase } from "./test-db";

let testDb: TestDatabase | undefined;

beforeAll(async () => {
  testDb = await createTestDatabase();
  setDbForTests(testDb.db);
});

afterAll(async () => {
  await testDb?.dispose();
});
