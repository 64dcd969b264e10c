// Finds a Chromium for Playwright: PLAYWRIGHT_CHROMIUM, then Debian's /usr/bin/chromium, then
// Playwright's own download; with none and root on Debian, installs Debian's chromium package.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";

const DEBIAN_CHROMIUM = "/usr/bin/chromium";
const require = createRequire(import.meta.url);

function playwrightsOwn() {
  try {
    const file = require("playwright-core").chromium.executablePath();
    return file && fs.existsSync(file) ? file : null;
  } catch {
    return null;
  }
}

export function findChromium() {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM?.trim();
  if (fromEnv) {
    if (!fs.existsSync(fromEnv)) throw new Error(`PLAYWRIGHT_CHROMIUM points to ${fromEnv}, which does not exist.`);
    return fromEnv;
  }
  if (fs.existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  const own = playwrightsOwn();
  if (own) return own;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && fs.existsSync("/etc/debian_version")) {
    console.log("No Chromium found: installing Debian's chromium package…");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env });
    if (fs.existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  }
  throw new Error(
    "No Chromium for the browser tests. Set PLAYWRIGHT_CHROMIUM to a Chromium binary, install your system's chromium, or run `npx playwright install chromium`.",
  );
}
