// Lighthouse with its default mobile settings (simulated throttling), the median of 3 runs a page,
// driving the same Chromium as the e2e tests. A signed-in page's session cookie is put in the
// browser's own cookie jar, as a person's browser holds it. It was once passed as an extra
// `cookie` header instead: Chromium sends that header only until the site sets a cookie of its
// own (Lighthouse issue 6207), and proxy.ts sets the readable signed-in hint on the first page, so
// every later request of the page (a server action, a refresh) went without the session and
// /dashboard ended at /login: the gate measured the login page, or stopped.
// TBT here is observed main-thread time scaled by the simulated 4x CPU slowdown, so it grows with
// the machine's load and with what fresh memory costs it (machine.mjs): compare pages within one
// run, and runs made side by side.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";
import { findChromium } from "../find-chromium.mjs";
import { median, printTable, verdict } from "./table.mjs";

const RUNS = 3;
const TARGETS = { performance: 95, accessibility: 100, cls: 0 };

/** The browser's cookie jar holds exactly `cookie` (a Cookie header's "name=value; …") for `url`'s site. */
async function holdCookies(browser, url, cookie) {
  const jar = browser.defaultBrowserContext();
  await jar.deleteCookie(...(await jar.cookies()));
  const pairs = (cookie ?? "")
    .split(";")
    .map((pair) => pair.trim())
    .filter(Boolean);
  const cookies = pairs.map((pair) => {
    const at = pair.indexOf("=");
    return { name: pair.slice(0, at), value: pair.slice(at + 1), domain: new URL(url).hostname, path: "/", httpOnly: true, sameSite: "Lax" };
  });
  if (cookies.length > 0) await jar.setCookie(...cookies);
}

async function runOnce(chrome, browser, url, cookie) {
  for (let attempt = 1; ; attempt++) {
    try {
      // Each run starts with only the session: no hint or other cookie left by the run before.
      await holdCookies(browser, url, cookie);
      const result = await lighthouse(url, {
        port: chrome.port,
        logLevel: "error",
        output: "json",
        onlyCategories: ["performance", "accessibility"],
      });
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
      return {
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        cls: lhr.audits["cumulative-layout-shift"].numericValue,
        tbt: lhr.audits["total-blocking-time"].numericValue,
        scriptKb:
          (lhr.audits["network-requests"].details?.items ?? []).filter((r) => r.resourceType === "Script").reduce((sum, r) => sum + (r.transferSize ?? 0), 0) /
          1024,
        finalUrl: lhr.finalDisplayedUrl,
        benchmarkIndex: lhr.environment.benchmarkIndex,
      };
    } catch (error) {
      // Chromium here sometimes misses the navigation start (STACK-NOTES): try that again.
      if (attempt >= 3 || !String(error?.message ?? error).includes("NO_NAVSTART")) throw error;
    }
  }
}

/** Lighthouse for each page ({ path, cookie }); prints the table and returns whether all pass. */
export async function checkLighthouse(server, pages) {
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const rows = [];
  const indexes = [];
  try {
    for (const page of pages) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await runOnce(chrome, browser, `${server.base}${page.path}`, page.cookie));
      indexes.push(...runs.map((r) => r.benchmarkIndex));
      const landed = new URL(runs[0].finalUrl).pathname;
      if (landed !== page.path) throw new Error(`Lighthouse on ${page.path} ended at ${landed}`);
      const figures = Object.fromEntries(["performance", "accessibility", "cls", "tbt", "scriptKb"].map((key) => [key, median(runs.map((r) => r[key]))]));
      const pass = figures.performance >= TARGETS.performance && figures.accessibility >= TARGETS.accessibility && figures.cls <= TARGETS.cls;
      rows.push({ label: page.label ?? page.path, ...figures, pass });
    }
  } finally {
    await browser.disconnect();
    await chrome.kill();
  }
  printTable(
    `Lighthouse, mobile, median of ${RUNS} (${server.mode}): targets performance ≥ ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, CLS ${TARGETS.cls}; Lighthouse's CPU benchmark index ranged ${Math.min(...indexes).toFixed(0)}-${Math.max(...indexes).toFixed(0)}`,
    [
      ["page", 22],
      ["perf", 5],
      ["a11y", 5],
      ["CLS", 7],
      ["TBT ms", 7],
      ["JS KB", 6],
      ["", 7],
    ],
    rows.map((r) => [r.label, r.performance, r.accessibility, r.cls.toFixed(3), r.tbt.toFixed(0), r.scriptKb.toFixed(0), verdict(r.pass)]),
  );
  return rows.every((r) => r.pass);
}
