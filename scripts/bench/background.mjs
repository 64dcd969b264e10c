// Background requests a page view sends to the server after `load` (prefetches, refreshes),
// static files aside, counted in Chromium through Playwright.
import { chromium } from "@playwright/test";
import { findChromium } from "../find-chromium.mjs";
import { printTable, verdict } from "./table.mjs";

const TARGET = 6;
const WATCH_MS = 5000;
const isStatic = (url) => url.pathname.startsWith("/_next/static/") || /\.(svg|png|ico|woff2?|css|js|mp3)$/.test(url.pathname);

async function countAfterLoad(browser, server, path, user) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  if (user) {
    const cookies = user.cookie.split("; ").map((pair) => {
      const [name, ...rest] = pair.split("=");
      return { name, value: rest.join("="), url: server.base };
    });
    await context.addCookies(cookies);
  }
  const page = await context.newPage();
  await page.goto(`${server.base}${path}`, { waitUntil: "load" });
  const seen = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.origin === server.base && !isStatic(url)) seen.push(url.pathname);
  });
  await page.waitForTimeout(WATCH_MS);
  await context.close();
  return seen;
}

export async function checkBackgroundRequests(server, user) {
  const browser = await chromium.launch({ executablePath: findChromium(), args: ["--no-sandbox", "--disable-gpu"] });
  const rows = [];
  try {
    rows.push({ path: "/login", seen: await countAfterLoad(browser, server, "/login", null) });
    rows.push({ path: "/dashboard", seen: await countAfterLoad(browser, server, "/dashboard", user) });
    // A page the same for everyone asks who is signed in after load (BrowserSiteHeader).
    rows.push({ path: "/knowledge", seen: await countAfterLoad(browser, server, "/knowledge", user) });
  } finally {
    await browser.close();
  }
  printTable(
    `Background requests to the server in the ${WATCH_MS / 1000} s after load, static files aside (${server.mode})`,
    [
      ["page", 12],
      ["count", 6],
      ["target", 7],
      ["", 7],
    ],
    rows.map((r) => [r.path, r.seen.length, `≤${TARGET}`, verdict(r.seen.length <= TARGET)]),
  );
  for (const r of rows) if (r.seen.length > 0) console.log(`  ${r.path}: ${[...new Set(r.seen)].join(" ")}`);
  return rows.every((r) => r.seen.length <= TARGET);
}
