// Lighthouse with its default mobile settings (simulated throttling), the median of 3 runs a page,
// driving the same Chromium as the e2e tests. Signed-in pages get the session cookie as a header.
// TBT here is observed main-thread time scaled by the simulated 4x CPU slowdown, so it grows with
// the machine's load and with what fresh memory costs it (machine.mjs): compare pages within one
// run, and runs made side by side.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { findChromium } from "../find-chromium.mjs";
import { median, printTable, verdict } from "./table.mjs";

const RUNS = 3;
const TARGETS = { performance: 95, accessibility: 100, cls: 0 };

async function runOnce(chrome, url, cookie) {
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        logLevel: "error",
        output: "json",
        onlyCategories: ["performance", "accessibility"],
        extraHeaders: cookie ? { cookie } : undefined,
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
  const rows = [];
  const indexes = [];
  try {
    for (const page of pages) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await runOnce(chrome, `${server.base}${page.path}`, page.cookie));
      indexes.push(...runs.map((r) => r.benchmarkIndex));
      const landed = new URL(runs[0].finalUrl).pathname;
      if (landed !== page.path) throw new Error(`Lighthouse on ${page.path} ended at ${landed}`);
      const figures = Object.fromEntries(["performance", "accessibility", "cls", "tbt", "scriptKb"].map((key) => [key, median(runs.map((r) => r[key]))]));
      const pass = figures.performance >= TARGETS.performance && figures.accessibility >= TARGETS.accessibility && figures.cls <= TARGETS.cls;
      rows.push({ label: page.label ?? page.path, ...figures, pass });
    }
  } finally {
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
