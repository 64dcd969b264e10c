#!/usr/bin/env node
// `npm run test:e2e`: Playwright in real Chromium against a production build.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { buildIfStale } from "./build.mjs";
import { findChromium, findHeadlessShell } from "./find-chromium.mjs";
import { ensureAuthSecret } from "./local-env.mjs";

// The headless shell for most specs, the full browser for those that need notifications (playwright.config.ts).
const env = { ...process.env, PLAYWRIGHT_CHROMIUM_FULL: findChromium(), PLAYWRIGHT_CHROMIUM: findHeadlessShell() };
buildIfStale({ ...env, AUTH_SECRET: ensureAuthSecret() });
const cli = path.join(process.cwd(), "node_modules", "@playwright", "test", "cli.js");
const result = spawnSync(process.execPath, [cli, "test", ...process.argv.slice(2)], { stdio: "inherit", env });
process.exit(result.status ?? 1);
