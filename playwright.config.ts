import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3200);

// As root (CI, containers) Chromium needs --no-sandbox; the rest keeps it off a closed network.
const chromiumArgs = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];

// The tests run in Chromium's headless shell (PLAYWRIGHT_CHROMIUM, scripts/find-chromium.mjs), which
// has no notifications or push: the specs that show them run in the full browser.
const FULL_BROWSER = /reminders\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // A stray test.only in CI would quietly skip the rest of the suite.
  forbidOnly: !!process.env.CI,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  // Sized for the slowest machine CI has run on: there the whole suite took 2.6 times as long as on
  // an ordinary day (33 minutes against 13), and the longest test here takes about 35 s.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace records every action of every test, and costs about a tenth of the suite's time; CI
    // shows only the log, so only a local run keeps one.
    trace: process.env.CI ? "off" : "retain-on-failure",
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
    { name: "chromium", testIgnore: FULL_BROWSER, use: { ...devices["Desktop Chrome"] }, dependencies: ["setup"] },
    {
      name: "chromium-full",
      testMatch: FULL_BROWSER,
      use: { ...devices["Desktop Chrome"], launchOptions: { executablePath: process.env.PLAYWRIGHT_CHROMIUM_FULL || undefined, args: chromiumArgs } },
      dependencies: ["setup"],
    },
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
