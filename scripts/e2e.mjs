#!/usr/bin/env node
// `npm run test:e2e`: Playwright in real Chromium against a production build.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { buildIfStale } from "./build.mjs";
import { findChromium } from "./find-chromium.mjs";
import { ensureAuthSecret } from "./local-env.mjs";

const env = { ...process.env, PLAYWRIGHT_CHROMIUM: findChromium() };
buildIfStale({ ...env, AUTH_SECRET: ensureAuthSecret() });
const cli = path.join(process.cwd(), "node_modules", "@playwright", "test", "cli.js");
const result = spawnSync(process.execPath, [cli, "test", ...process.argv.slice(2)], { stdio: "inherit", env });
process.exit(result.status ?? 1);
