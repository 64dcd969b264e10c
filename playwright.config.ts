import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3200);

// As root (CI, containers) Chromium needs --no-sandbox; the rest keeps it off a closed network.
const chromiumArgs = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // A stray test.only in CI would quietly skip the rest of the suite.
  forbidOnly: !!process.env.CI,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    // The app's service worker would sit between page.route() and the network; the one spec that
    // tests it (growth.spec.ts) turns it back on.
    serviceWorkers: "block",
    // Browsers report their zone and the app reads days in it: one fixed zone keeps the dates the
    // specs expect the same on any machine. time-zone.spec.ts sets others on purpose.
    timezoneId: "UTC",
    launchOptions: { executablePath: process.env.PLAYWRIGHT_CHROMIUM || undefined, args: chromiumArgs },
  },
  projects: [
    // Signs each prepared role in once per run (tests/e2e/roles.setup.ts, tests/e2e/support/roles.ts).
    { name: "setup", testMatch: /roles\.setup\.ts$/ },
    { name: "chromium", use: { ...devices["Desktop Chrome"] }, dependencies: ["setup"] },
  ],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    env: { E2E_PORT: String(port) },
  },
});
