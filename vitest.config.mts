import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

const root = import.meta.dirname;
const resolve = {
  alias: {
    "@": root,
    // The marker package throws outside React Server Components; tests import server code directly.
    "server-only": path.join(root, "tests/support/empty-module.ts"),
  },
};

export default defineConfig({
  test: {
    // One test file per core. Vitest's default is one fewer than the cores, for its own process;
    // on a 2-core machine that ran every file one after another while a core stood idle, and the
    // main process does little while files run.
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        resolve,
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node" },
      },
      {
        resolve,
        // Interactive client code rendered with Testing Library in a happy-dom document.
        test: {
          name: "component",
          include: ["tests/component/**/*.test.tsx"],
          environment: "happy-dom",
          setupFiles: ["tests/component/setup.ts"],
        },
      },
      {
        resolve,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          // Migrates one template database per run; each file opens its own copy (tests/support/test-db.ts).
          globalSetup: ["tests/support/integration-global-setup.ts"],
          setupFiles: ["tests/support/integration-setup.ts"],
          // next-auth's ESM imports "next/server" without an extension, which Node alone cannot
          // resolve; run through Vite, tests can drive its real routes (two-step-login.test.ts, user-sessions.test.ts).
          server: { deps: { inline: ["next-auth"] } },
          // Each file gets its own database, so files can run in parallel; PGlite needs room.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
